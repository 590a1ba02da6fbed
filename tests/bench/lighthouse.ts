import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_ARGS } from '../chromium';
import { startBenchServer } from './bench-server';
import { blockingByOrigin } from './blocking-by-origin';
import { type Calibration, calibratedSlowdown, median, REFERENCE_INDEX } from './calibration';
import { measureEntry, NOT_IN_ENTRY } from './entry-size';
import type { Figure } from './figures';
import { mainThreadOwnTime } from './main-thread-own-time';
import { onInterrupt } from './on-interrupt';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const SCORE_TARGET = { op: '>=' as const, value: 95 };
/**
 * Pages the server writes with `robots: noindex` (no canonical address, shell-html.ts): a search's
 * results and a shopper's favourites are no page for a search engine to list.
 */
const NOT_FOR_SEARCH_ENGINES = ['/search', '/favourites'];
const TBT_TARGET = { op: '<=' as const, value: 150 };
const CLS_TARGET = { op: '<=' as const, value: 0 };

const ENTRY_TARGET_KB = 130;
/** How far Lighthouse's benchmarkIndex may move within one bench before the machine counts as busy. */
const BUSY_SPREAD = 0.2;

/**
 * How the phone is emulated (docs/decisions/350, 385). Lighthouse's default, `simulate`, loads the
 * page at full speed and models the phone from that trace: each main-thread task multiplied by the
 * CPU slowdown, the network replayed at mobile speed. `simulate-page-first` is the same model with
 * the measuring rig (Chromium's browser, GPU and utility processes: the frame-by-frame screenshots
 * and the compositing the trace records) kept at a lower CPU priority than the page's renderer, as
 * on a phone, where none of the rig exists and the page's main thread is not waiting for a core
 * behind it. `devtools` (applied throttling) slows the page's CPU and network for real, so its tasks
 * are the emulated phone's own. All three by default, each page's runs of one after the other;
 * LIGHTHOUSE_THROTTLING=simulate,devtools runs those named.
 */
type Method = 'simulate' | 'simulate-page-first' | 'devtools';
const METHODS: readonly Method[] = ['simulate', 'simulate-page-first', 'devtools'];
export const THROTTLING: readonly Method[] = (() => {
  const asked = process.env.LIGHTHOUSE_THROTTLING?.split(',').filter(Boolean);
  if (!asked || asked.length === 0) return METHODS;
  for (const method of asked)
    if (!(METHODS as readonly string[]).includes(method))
      throw new Error(`LIGHTHOUSE_THROTTLING names methods of ${METHODS.join(', ')}, not ${method}`);
  return METHODS.filter((method) => asked.includes(method));
})();
/** What the figures' names and the title call each method. */
const METHOD_NAME: Record<Method, string> = {
  simulate: 'simulated',
  'simulate-page-first': 'simulated, page first',
  devtools: 'applied',
};
/** The title's words for the methods this bench runs. */
export function describeThrottling(): string {
  const title: Record<Method, string> = {
    simulate: 'simulated throttling',
    'simulate-page-first': 'simulated with the page before the rig',
    devtools: 'applied throttling',
  };
  return THROTTLING.map((method) => title[method]).join(', ');
}

/** How far below the page the rig runs (a nice value: 0 is the default, 19 the lowest). */
const RIG_NICE = 15;

/** The processes under `root` (itself included), read from /proc: pid and its command line. */
function processTree(root: number): { pid: number; commandLine: string }[] {
  const parents = new Map<number, number[]>();
  if (!existsSync('/proc')) throw new Error("simulate-page-first needs Linux /proc to find Chromium's processes");
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid …: the command name may hold spaces and parentheses.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone between the listing and the read
    }
  }
  const found: { pid: number; commandLine: string }[] = [];
  const visit = (pid: number) => {
    try {
      found.push({ pid, commandLine: readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ') });
    } catch {
      return;
    }
    for (const child of parents.get(pid) ?? []) visit(child);
  };
  visit(root);
  return found;
}

/**
 * Keeps every thread of Chromium's processes but the pages' renderers at RIG_NICE, looking every
 * 100 ms for new ones (Linux: a nice value is a thread's own, and a thread started later takes its
 * creator's). A renderer's threads keep the priorities Chromium gives them. Returns the stop.
 */
function keepRigBehindPage(root: number): () => void {
  const lowered = new Set<number>();
  const lower = () => {
    for (const { pid, commandLine } of processTree(root)) {
      if (commandLine.includes('--type=renderer')) continue;
      let threads: string[] = [];
      try {
        threads = readdirSync(`/proc/${pid}/task`);
      } catch {
        continue;
      }
      for (const thread of threads.map(Number)) {
        if (lowered.has(thread)) continue;
        try {
          os.setPriority(thread, RIG_NICE);
          lowered.add(thread);
        } catch {
          // ended meanwhile
        }
      }
    }
  };
  lower();
  const timer = setInterval(lower, 100);
  return () => clearInterval(timer);
}

type Chrome = { port: number; stop(): void };

/**
 * Chromium headless with a fresh profile (signed out, nothing cached), its DevTools port read from
 * stderr; with `pageFirst`, its own processes kept below the pages' renderers (keepRigBehindPage).
 */
async function launchChrome(pageFirst = false): Promise<Chrome> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'jutexx-lighthouse-'));
  const child = spawn(
    CHROME,
    [
      // The same Chromium flags as every test and bench (desktop Chromium's popup off among them).
      ...CHROMIUM_ARGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const forgetRig = pageFirst && child.pid !== undefined ? keepRigBehindPage(child.pid) : () => {};
  const stop = async () => {
    forgetRig();
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    // Chromium's helpers may still be writing into the profile for a moment after it exits; a
    // profile left behind in /tmp must not hide the figures (or the error) of the run.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 });
    } catch (error) {
      console.warn(`Could not remove the Chromium profile ${profile}: ${(error as Error).message}`);
    }
  };
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    child.stderr?.on('data', (data: Buffer) => {
      seen += data.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) resolve(Number(match[1]));
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${CHROME} exited with ${code}: ${seen.slice(-500)}`)));
  });
  return { port, stop };
}

/** Any real product's slug, from the public listing (the demo catalogue the server seeds). */
async function aProductSlug(baseUrl: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/api/products/data/products`);
  const slug = ((await answer.json()) as { data: { slug: string }[] }).data[0]?.slug;
  if (!slug) throw new Error('the listing has no products');
  return slug;
}

/** Audits of a category that did not pass, worst first: what to fix to reach the target. */
function flagged(lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'], category: string): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      return audit && audit.score !== null && audit.score < 1 ? [audit.id] : [];
    });
}

type Audit = { figures: Figure[]; flags: string[]; measuredIndex: number } | { failed: string; measuredIndex?: number };

/**
 * One Lighthouse run of `url`. The bench's first method reports every category; another only what
 * the throttling changes (performance, LCP, TBT, CLS), each figure named after its method.
 */
async function auditPage(url: string, port: number, slowdown: number, method: Method = 'simulate'): Promise<Audit> {
  const categories = method === THROTTLING[0] ? CATEGORIES : (['performance'] as const);
  const withMethod = (figure: string) => (method === 'simulate' ? figure : `${figure}, ${METHOD_NAME[method]}`);
  // Lighthouse's defaults (mobile, storage cleared first), the CPU slowdown calibrated to this
  // machine; the same mobile network and the same CPU slowdown for either method.
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
    throttlingMethod: method === 'devtools' ? 'devtools' : 'simulate',
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const measuredIndex = lhr.environment.benchmarkIndex;
  // A run that could not measure (NO_FCP, a page that did not load in time, a protocol timeout)
  // has no scores: counted as 0 it would drag the median down, so it is named and run again.
  const performance = lhr.categories.performance?.score;
  if (lhr.runtimeError || performance === null || performance === undefined) {
    return { failed: lhr.runtimeError?.code ?? 'no performance score', measuredIndex };
  }
  const page = new URL(url).pathname.replace(/^\/productpage\/.*/, '/productpage/{slug}');
  // LIGHTHOUSE_REPORTS=dir keeps each page's full report (long tasks, bootup time, LCP element).
  const reports = process.env.LIGHTHOUSE_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    const name = page === '/' ? 'home' : page.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '');
    const suffix = method === 'simulate' ? '' : `-${METHOD_NAME[method].replace(/[^a-z]+/g, '-')}`;
    writeFileSync(path.join(reports, `${name}${suffix}.json`), JSON.stringify(lhr));
  }
  const score = (category: string) => Math.round(100 * (lhr.categories[category]?.score ?? 0));
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // A page the shop keeps out of search engines on purpose loses SEO's crawlability points: its
  // SEO score is printed, not judged, and that audit is not listed as one to fix.
  const notIndexed = NOT_FOR_SEARCH_ENGINES.includes(page);
  const figures: Figure[] = [
    ...categories.map((category) =>
      category === 'seo' && notIndexed
        ? { name: `${page} seo (noindex: not for search engines)`, value: score(category), unit: '' }
        : { name: withMethod(`${page} ${category}`), value: score(category), unit: '', target: SCORE_TARGET },
    ),
    { name: withMethod(`${page} LCP`), value: metric('largest-contentful-paint') / 1000, unit: 's' },
    { name: withMethod(`${page} TBT`), value: metric('total-blocking-time'), unit: 'ms', target: TBT_TARGET },
    { name: withMethod(`${page} CLS`), value: metric('cumulative-layout-shift'), unit: '', target: CLS_TARGET },
  ];
  // Beside the TBT: how much of it is in the shop's scripts and how much in the document's parse,
  // style and layout and the browser's commit of the navigation (blocking-by-origin.ts, decision 386).
  const split = blockingByOrigin(lhr);
  figures.push(
    { name: withMethod(`${page} TBT: the shop's scripts`), value: split?.scriptsMs ?? Number.NaN, unit: 'ms' },
    {
      name: withMethod(`${page} TBT: the document and the browser`),
      value: split?.documentMs ?? Number.NaN,
      unit: 'ms',
    },
  );
  // Beside the simulated TBT: how much of the main thread's time after the first paint was its own
  // CPU, and the blocking time that CPU alone makes at this slowdown (main-thread-own-time.ts,
  // decision 373). Not for applied throttling, whose trace is already slowed down.
  if (method !== 'devtools') {
    // Every run lists the same figures in the same order (the medians pair them by position).
    const own = mainThreadOwnTime(result.artifacts.Trace.traceEvents, slowdown);
    figures.push(
      { name: withMethod(`${page} main thread after FCP: wall`), value: own?.wallMs ?? Number.NaN, unit: 'ms' },
      { name: withMethod(`${page} main thread after FCP: own CPU`), value: own?.cpuMs ?? Number.NaN, unit: 'ms' },
      {
        name: withMethod(`${page} TBT from own CPU × slowdown`),
        value: own?.blockingFromCpuMs ?? Number.NaN,
        unit: 'ms',
      },
    );
  }
  const flags = categories.flatMap((category) =>
    flagged(lhr, category)
      .filter((id) => !(notIndexed && id === 'is-crawlable'))
      .map((id) => withMethod(`${page} ${category}: ${id}`)),
  );
  return { figures, flags, measuredIndex };
}

/**
 * Runs of each page (LIGHTHOUSE_RUNS, default 3): one run's performance score moves by 5 or more
 * here from one run to the next, so each figure is the median of the runs, the runs beside it.
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

/**
 * The machine's benchmarkIndex before the first page: one unthrottled run of home (which also
 * warms the server's caches). Each later run is calibrated with the index the run before it
 * measured, so a machine that gets busier or quieter during the bench is followed; a run whose
 * own index is more than BUSY_SPREAD off that is run again (auditPages, docs/decisions/365).
 */
async function calibrate(baseUrl: string, port: number): Promise<number> {
  const warmUp = await auditPage(`${baseUrl}/`, port, 1);
  if (!warmUp.measuredIndex) throw new Error('Lighthouse measured no benchmarkIndex');
  return warmUp.measuredIndex;
}

async function auditPages(
  baseUrl: string,
  port: number,
): Promise<{ figures: Figure[]; notPassed: string[]; calibrations: Calibration[] }> {
  const slug = await aProductSlug(baseUrl);
  const every = [
    '/',
    '/store/products',
    `/productpage/${encodeURIComponent(slug)}`,
    '/cart',
    '/search?q=jute',
    '/favourites',
  ];
  // LIGHTHOUSE_PAGES=productpage,cart measures only the pages whose path contains one of those
  // words, `home` for `/` (while trying a change on one page); the bench's table then lists only those.
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean) ?? [];
  const named = (page: string, word: string) => (word === 'home' ? page === '/' : page.includes(word));
  const pages = only.length === 0 ? every : every.filter((page) => only.some((word) => named(page, word)));
  const figures: Figure[] = [];
  const notPassed = new Set<string>();
  const calibrations: Calibration[] = [];
  let benchmarkIndex = await calibrate(baseUrl, port);
  // Each page's runs of one method, then of the next: they compare within the same minutes.
  for (const page of pages) {
    // Home was loaded by the calibration; every other page is loaded once, unmeasured, first: the
    // server makes each picture's variant at its first request (sharp, about 1.8 s of the server's
    // CPU for a listing's pictures, then 0.1 s), which took one of this machine's two cores from
    // the page in the first measured run of each page (docs/decisions/381).
    if (page !== '/') {
      const warmUp = await auditPage(`${baseUrl}${page}`, port, 1);
      if (warmUp.measuredIndex) benchmarkIndex = warmUp.measuredIndex;
    }
    for (const method of THROTTLING) {
      // The page-first runs in a Chromium of their own, whose processes are kept below its pages'
      // renderers; the others in the bench's, at everyone's priority.
      const pageFirst = method === 'simulate-page-first' ? await launchChrome(true) : undefined;
      const forgetPageFirst = pageFirst ? onInterrupt(async () => pageFirst.stop()) : () => {};
      const runPort = pageFirst?.port ?? port;
      const runs: Figure[][] = [];
      /** Runs whose own index says the phone was emulated wrongly: used only if no run was right. */
      const offRuns: { figures: Figure[]; flags: string[] }[] = [];
      const failures: string[] = [];
      const moved: string[] = [];
      const used: Calibration[] = [];
      try {
        // At most RUNS more attempts than runs: a page that fails every time is an error, not a figure.
        for (let attempt = 0; runs.length < RUNS && attempt < 2 * RUNS; attempt++) {
          const slowdown = calibratedSlowdown(benchmarkIndex);
          const audit = await auditPage(`${baseUrl}${page}`, runPort, slowdown, method);
          used.push({ benchmarkIndex, slowdown });
          const asked = benchmarkIndex;
          if (audit.measuredIndex) benchmarkIndex = audit.measuredIndex;
          if ('failed' in audit) {
            failures.push(audit.failed);
            continue;
          }
          // The slowdown comes from the index the run before measured; Lighthouse measures this
          // run's own as it starts. On this shared machine the index jumps between about 1,300 and
          // 2,600 from one minute to the next: a run slowed down for the other speed emulated a phone
          // twice too slow (or too fast), and its TBT moved fourfold (docs/decisions/365). Such a
          // run is no figure of the phone the targets are for; it is run again with its own index.
          if (audit.measuredIndex && Math.abs(audit.measuredIndex / asked - 1) > BUSY_SPREAD) {
            moved.push(`${asked.toFixed(0)} → ${audit.measuredIndex.toFixed(0)}`);
            offRuns.push(audit);
            continue;
          }
          runs.push(audit.figures);
          for (const flag of audit.flags) notPassed.add(flag);
        }
      } finally {
        if (pageFirst) {
          forgetPageFirst();
          await pageFirst.stop();
        }
      }
      calibrations.push(...used);
      const calibration = `benchmarkIndex ${used.map((run) => run.benchmarkIndex.toFixed(0)).join(', ')} → CPU ${used
        .map((run) => `${run.slowdown.toFixed(1)}×`)
        .join(', ')}`;
      const uncalibrated = runs.length === 0 && offRuns.length > 0;
      if (uncalibrated)
        for (const off of offRuns) {
          runs.push(off.figures);
          for (const flag of off.flags) notPassed.add(flag);
        }
      if (runs.length === 0) {
        throw new Error(`Lighthouse could not measure ${page} (${METHOD_NAME[method]}): ${failures.join(', ')}`);
      }
      const failed =
        (failures.length > 0 ? `; ${failures.length} run(s) failed and were run again: ${failures.join(', ')}` : '') +
        (moved.length === 0
          ? ''
          : uncalibrated
            ? `; NOT CALIBRATED: every run's own index was more than ${100 * BUSY_SPREAD}% off the one its slowdown was set from (${moved.join(', ')})`
            : `; ${moved.length} run(s) whose index moved by more than ${100 * BUSY_SPREAD}% (${moved.join(', ')}) were run again`);
      for (const [index, figure] of (runs[0] ?? []).entries()) {
        const values = runs.map((figures) => figures[index]?.value ?? Number.NaN);
        const shown = values.map((value) =>
          figure.unit === 's' || Math.abs(value) < 1 ? value.toFixed(2) : value.toFixed(0),
        );
        const runsNote = RUNS > 1 || failed ? `median of ${runs.length} (${shown.join(', ')})${failed}; ` : '';
        figures.push({ ...figure, value: median(values), note: `${runsNote}${calibration}` });
      }
    }
  }
  return { figures, notPassed: [...notPassed], calibrations };
}

function entryFigures(root: string): Figure[] {
  const entry = measureEntry(root);
  const carries =
    entry.unwanted.length > 0
      ? entry.unwanted.join(', ')
      : `none of ${NOT_IN_ENTRY.map((part) => part.name).join(', ')}`;
  return [
    {
      name: 'storefront entry JS (gzip)',
      value: entry.scriptsGzip / 1024,
      unit: 'KB',
      target: { op: '<=', value: ENTRY_TARGET_KB },
      note: `${entry.files} files; carries ${carries}`,
    },
    { name: 'storefront entry CSS (gzip)', value: entry.stylesGzip / 1024, unit: 'KB' },
  ];
}

/**
 * `npm run bench -- lighthouse`: builds the shop (`npm run build`), starts the compiled server
 * on PGlite with sandboxes (a temporary DATA_DIR), and runs Lighthouse mobile in Chromium on six
 * storefront pages, signed out, with simulated and with applied throttling (THROTTLING). Also the size of
 * the storefront's entry (dist/index.html's scripts and modulepreloads, gzip). `notPassed` names
 * the audits that did not pass, per page and category: what stands between a score and 100.
 */
export async function measureLighthouse(
  root: string,
): Promise<{ figures: Figure[]; notPassed: string[]; calibration: string }> {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error(`npm run build failed (${build.status})`);
  const entry = entryFigures(root);
  const server = await startBenchServer({ runs: 'built' });
  const forgetServer = onInterrupt(server.stop);
  try {
    const chrome = await launchChrome();
    const forgetChrome = onInterrupt(async () => chrome.stop());
    try {
      const pages = await auditPages(server.baseUrl, chrome.port);
      const indices = pages.calibrations.map((run) => run.benchmarkIndex);
      const slowdowns = pages.calibrations.map((run) => run.slowdown);
      const measured = `benchmarkIndex ${Math.min(...indices).toFixed(0)}–${Math.max(...indices).toFixed(0)} (median ${median(indices).toFixed(0)}), CPU slowdown ${Math.min(...slowdowns).toFixed(1)}–${Math.max(...slowdowns).toFixed(1)}× (4× at ${REFERENCE_INDEX})`;
      // The index is measured unthrottled before each run: when it moves this much within one
      // bench, something else was using the CPU, and TBT moved by hundreds of milliseconds with it
      // (docs/decisions/275). Said beside the figures, so they are not compared with a quiet run's.
      const spread = Math.max(...indices) / Math.min(...indices) - 1;
      const calibration =
        spread > BUSY_SPREAD
          ? `${measured}; BUSY MACHINE: the index moved by ${(100 * spread).toFixed(0)}% during the bench, compare these figures only with a run of the same hour`
          : measured;
      return { figures: [...entry, ...pages.figures], notPassed: pages.notPassed, calibration };
    } finally {
      forgetChrome();
      await chrome.stop();
    }
  } finally {
    forgetServer();
    await server.stop();
  }
}
