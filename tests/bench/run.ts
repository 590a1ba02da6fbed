/**
 * `npm run bench`: every figure of issue 10 next to its target, MET or MISSED. Prints only;
 * nothing is asserted (tests never assert wall-clock times). See README "Benchmarks".
 *
 * 1. The API in process on PGlite (the default database): one request at a time.
 * 2. Load on the real server against PostgreSQL at DATABASE_URL (default
 *    postgres://postgres@127.0.0.1:5432/test): a fresh database is created, the server
 *    (`tsx server/main.ts`) started on a free port with a temporary DATA_DIR, measured with
 *    autocannon, stopped, and the database dropped. Skipped, with a line saying so, when no
 *    PostgreSQL answers.
 *
 * 3. The browser benches: the shop built and started as it ships, on PGlite, in Chromium: the
 *    offline repeat visit of a product page, and Dexie mirroring and listing 10,000 products;
 *    a returning shopper's interactions at 4× CPU (Event Timing, tests/bench/interactions.ts)
 *    and each keystroke in search with 10,000 products mirrored (search-keystrokes.ts).
 *
 * 4. Lighthouse (tests/bench/lighthouse.ts): builds the shop, starts the compiled server on
 *    PGlite and audits six storefront pages in Chromium, its CPU slowdown calibrated to the machine (CHROME_PATH, default /usr/bin/chromium),
 *    with simulated and with applied throttling;
 *    also the storefront entry's gzip size.
 *
 * `npm run bench -- api bag` runs only the parts named (in-process, api, bag, browser, lighthouse). BENCH_SECONDS sets
 * each measured run's length (default 10); BENCH_CPU_PROFILE=<dir> writes the server's V8 CPU
 * profile there (open it in Chrome DevTools) to see where the time goes.
 */
import { measureApiThroughput } from './api-throughput';
import { measureBagPath } from './bag-path';
import { createBenchDatabase, DEFAULT_DATABASE_URL, postgresAnswers } from './bench-database';
import { startBenchServer } from './bench-server';
import { freePageReportingGiB, memoryFirstTouchMsPerGiB } from './calibration';
import { type Figure, isMet, printFigures } from './figures';
import { measureInBrowser } from './in-browser';
import { measureInProcess } from './in-process';
import { describeThrottling, measureLighthouse } from './lighthouse';
import { onInterrupt } from './on-interrupt';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const PARTS = ['in-process', 'api', 'bag', 'browser', 'lighthouse'] as const;
const asked = process.argv.slice(2);
const wanted = (part: (typeof PARTS)[number]) => asked.length === 0 || asked.includes(part);

async function measureOnPostgres(databaseUrl: string): Promise<Figure[] | undefined> {
  if (!(await postgresAnswers(databaseUrl))) {
    console.info(
      `\nPostgreSQL: skipped, nothing answers at ${databaseUrl} (set DATABASE_URL to measure the API under load)`,
    );
    return undefined;
  }
  const database = await createBenchDatabase(databaseUrl);
  const forgetDatabase = onInterrupt(database.drop);
  try {
    const server = await startBenchServer({ databaseUrl: database.url, cpuProfileDir: process.env.BENCH_CPU_PROFILE });
    const forgetServer = onInterrupt(server.stop);
    try {
      return [
        ...(wanted('api') ? await measureApiThroughput(server.baseUrl, seconds) : []),
        ...(wanted('bag') ? await measureBagPath(server.baseUrl, seconds) : []),
      ];
    } finally {
      forgetServer();
      await server.stop();
    }
  } finally {
    forgetDatabase();
    await database.drop();
  }
}

async function main(): Promise<void> {
  const unknown = asked.filter((part) => !(PARTS as readonly string[]).includes(part));
  if (unknown.length > 0) throw new Error(`unknown part ${unknown.join(', ')}: choose from ${PARTS.join(', ')}`);
  const reported = freePageReportingGiB();
  console.info(
    `Machine: 1 GiB of new memory first touched in ${memoryFirstTouchMsPerGiB().toFixed(0)} ms (page faults; the CPU index does not see them, the emulated phone's slowdown multiplies them)${
      reported === null
        ? ''
        : `; freed memory goes back to the host (free page reporting, ${reported.toFixed(1)} GiB so far)`
    }`,
  );
  if (wanted('in-process'))
    printFigures('API in process, PGlite in memory (one request at a time)', await measureInProcess());
  const databaseUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const load = wanted('api') || wanted('bag') ? await measureOnPostgres(databaseUrl) : undefined;
  if (load) printFigures(`API under load: server on PostgreSQL, autocannon, ${seconds} s per run`, load);
  const browser = wanted('browser') ? await measureInBrowser() : [];
  if (browser.length > 0) printFigures('In Chromium: the built shop on PGlite, offline, and Dexie', browser);
  const pages = wanted('lighthouse') ? await measureLighthouse(process.cwd()) : undefined;
  if (pages) {
    printFigures(
      `Storefront first load: Lighthouse mobile (${describeThrottling()}), signed out; ${pages.calibration}`,
      pages.figures,
    );
    if (pages.notPassed.length > 0) console.info(`Audits not passed:\n  ${pages.notPassed.join('\n  ')}`);
  }
  const judged = [...(load ?? []), ...browser, ...(pages?.figures ?? [])].filter((figure) => figure.target);
  const missed = judged.filter((figure) => !isMet(figure)).length;
  console.info(`\nTargets: ${judged.length - missed} met, ${missed} missed of ${judged.length} measured`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
