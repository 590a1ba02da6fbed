/**
 * `npm start`: settings → database → migrations → demo catalogue (empty database only) →
 * admin account → PWA build when dist/ is missing → listen → background jobs. The server listens
 * only when all of that is done, so anything answering on the port is ready.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ensureDataDir, loadJwtSecret, readConfigOrExit } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDemoCatalogueIfEmpty } from './db/seed/seed-catalogue';
import { selectIntegrations } from './integrations/select-integrations';
import { createJobRunner } from './jobs/job-runner';
import { ensureAdminAccount } from './modules/admin-auth/ensure-admin';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** dist/ when it holds a build, building it first if the PWA sources are here; else null. */
function prepareWebApp(): string | null {
  const dist = path.join(ROOT, 'dist');
  if (existsSync(path.join(dist, 'index.html'))) return dist;
  const vite = path.join(ROOT, 'node_modules', '.bin', 'vite');
  if (!existsSync(path.join(ROOT, 'vite.config.ts')) || !existsSync(vite)) {
    console.warn('No dist/index.html and no PWA sources to build: serving the API only.');
    return null;
  }
  console.info('dist/index.html is missing: building the PWA (vite build)...');
  const result = spawnSync(vite, ['build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status === 0 && existsSync(path.join(dist, 'index.html'))) return dist;
  console.warn(
    `The PWA build failed (${result.error?.message ?? `exit code ${result.status}`}): serving the API only. Fix the build and run \`npm run build\`.`,
  );
  return null;
}

async function main(): Promise<void> {
  const config = readConfigOrExit();
  ensureDataDir(config);
  const jwtSecret = loadJwtSecret(config);
  const uploadsDir = path.join(config.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });

  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pglite') },
  );
  console.info(`Database: ${database.description}`);
  await migrateDatabase(database);
  const seeded = await seedDemoCatalogueIfEmpty(database.db);
  console.info(
    seeded > 0 ? `Demo catalogue: ${seeded} products seeded` : 'Demo catalogue: products present, not seeded',
  );
  console.info(await ensureAdminAccount(database.db, config.admin));

  // Sandbox clients call the sandboxes mounted on this very server, as they would a provider.
  const loopback = !config.host || ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host;
  const ownBaseUrl = `http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${config.port}`;
  const integrations = selectIntegrations({
    ownBaseUrl,
    publicUrl: config.publicUrl,
    razorpay: config.razorpay ?? {},
    shiprocket: config.shiprocket ?? {},
    mail: { smtpUrl: config.smtpUrl, from: config.mailFrom },
    sandboxSeed: jwtSecret,
  });
  for (const line of integrations.descriptions) console.info(line);
  // The sandbox sends its webhooks to our own route, as Razorpay would (docs/decisions/070).
  if (integrations.razorpaySandbox) integrations.razorpaySandbox.webhook = { url: `${ownBaseUrl}/api/payment/webhook` };

  const webRoot = prepareWebApp();
  const app = createApp({
    db: database.db,
    databaseKind: database.kind,
    jwtSecret,
    webRoot,
    uploadsDir,
    integrations,
    publicUrl: config.publicUrl,
  });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const host = config.host ?? 'localhost';
    console.info(`Jutexx is listening on http://${host.includes(':') ? `[${host}]` : host}:${info.port}`);
  });

  // Mail, payment release, refunds and tracking run on timers here, not in requests (docs/decisions/149).
  const jobs = createJobRunner({ db: database.db, databaseKind: database.kind, integrations });
  jobs.start();
  console.info(`Background jobs: ${jobs.names.join(', ')}`);

  // PGlite keeps its files consistent only when closed; PostgreSQL gets its connections back.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`${signal}: shutting down`);
    // No new job runs; runs under way finish their current item while requests finish.
    const jobsStopped = jobs.stop();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Idle keep-alive connections would hold close() open; requests in flight may finish.
      if ('closeIdleConnections' in server) server.closeIdleConnections();
      setTimeout(resolve, 5000);
    });
    await jobsStopped;
    await database.close();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stop(signal).catch((error: unknown) => {
        console.error('Shutting down failed:', error);
        process.exit(1);
      });
    });
  }
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
