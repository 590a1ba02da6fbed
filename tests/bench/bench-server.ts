import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export type BenchServer = { baseUrl: string; logFile: string; stop(): Promise<void> };

export type BenchServerOptions = {
  /** Absent: PGlite in the temporary DATA_DIR. */
  databaseUrl?: string;
  /** A folder for V8 CPU profiles of the server (node --cpu-prof), to see where the time goes. */
  cpuProfileDir?: string;
  /**
   * 'source' (default): `tsx server/main.ts`, no build needed. 'built': the compiled server
   * (`node build/server/main.js`, from `npm run build`), serving the built PWA from dist/ as
   * `npm start` does. Both run in production mode with the payment and shipping sandboxes: the
   * checks of every answer against its schema (docs/decisions/240) run only outside production,
   * and a figure is the shipped server's (docs/decisions/261).
   */
  runs?: 'source' | 'built';
};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}; see ${logFile}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // Not listening yet: it listens only once migrated and seeded.
    }
    await sleep(250);
  }
  throw new Error(`the server did not answer /healthz within 2 minutes; see ${logFile}`);
}

/** `npm run build`: the PWA into dist/ and the server into build/server/, as the shop ships. */
export function buildShop(): void {
  const result = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`npm run build failed (${result.error?.message ?? result.status})`);
}

/**
 * The real server (see `runs`) on a free port, with its own temporary DATA_DIR, against
 * `databaseUrl` (PGlite when absent). Resolves once /healthz answers.
 */
export async function startBenchServer(options: BenchServerOptions): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jutexx-bench-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  const profile = options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
  const built = options.runs === 'built';
  const program = built ? ['build/server/main.js'] : ['--import', 'tsx', 'server/main.ts'];
  const child = spawn(process.execPath, [...profile, ...program], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      NODE_ENV: 'production',
      SANDBOXES: 'payments,shipping',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(15_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, logFile);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { baseUrl, logFile, stop };
}
