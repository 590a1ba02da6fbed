/**
 * The server: settings → database → migrations → demo catalogue (empty database only) and admin
 * account → session secret → listen → background jobs. It listens only when all of that is
 * done, so anything answering on the port is ready. `npm start` runs it compiled
 * (build/server/main.js, docs/decisions/155); `npm run dev` runs it from source with tsx.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ensureDataDir, readConfigOrExit } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDemoCatalogueIfEmpty } from './db/seed/seed-catalogue';
import {
  createShiftableClock,
  SANDBOX_TEST_CONTROLS_PATH,
  sandboxTestControlRoutes,
} from './integrations/sandbox-test-controls';
import { selectIntegrations } from './integrations/select-integrations';
import { createJobRunner } from './jobs/job-runner';
import { loadJwtSecret } from './lib/jwt-secret';
import { findProjectRoot } from './lib/project-root';
import { withStartupLock } from './lib/startup-lock';
import { ensureAdminAccount } from './modules/admin-auth/ensure-admin';
import { createDatabaseMediaStore } from './modules/media/database-media-store';
import { createDiskMediaStore } from './modules/media/disk-media-store';
import { loadVapidKeys } from './modules/push/vapid-keys';

/** How long an idle keep-alive connection stays open: longer than the usual 60 s of proxies. */
const KEEP_ALIVE_MS = 65_000;

/** dist/ when it holds a build of the PWA; else null, and the server answers the API only. */
function findWebApp(): string | null {
  const dist = path.join(findProjectRoot(), 'dist');
  if (existsSync(path.join(dist, 'index.html'))) return dist;
  console.warn('No dist/index.html: serving the API only. Build the PWA with `npm run build`.');
  return null;
}

async function main(): Promise<void> {
  const config = readConfigOrExit();
  ensureDataDir(config);

  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pglite') },
  );
  console.info(`Database: ${database.description}`);
  await migrateDatabase(database);
  await withStartupLock(database, async () => {
    const seeded = await seedDemoCatalogueIfEmpty(database.db);
    console.info(
      seeded > 0 ? `Demo catalogue: ${seeded} products seeded` : 'Demo catalogue: products present, not seeded',
    );
    console.info(await ensureAdminAccount(database.db, config.admin));
  });
  // One secret for every instance on the database (docs/decisions/154); an older DATA_DIR file is adopted.
  const { secret: jwtSecret, source } = await loadJwtSecret(database.db, {
    configured: config.jwtSecret,
    legacyFile: path.join(config.dataDir, 'jwt-secret'),
  });
  console.info(
    `Session secret: ${source === 'JWT_SECRET' ? 'from JWT_SECRET' : 'generated once, kept in the database'}`,
  );
  // On PostgreSQL every instance must serve what any of them received; one machine keeps files.
  const mediaStore = config.databaseUrl
    ? createDatabaseMediaStore(database.db)
    : createDiskMediaStore(path.join(config.dataDir, 'uploads'));
  console.info(`Uploaded images: ${mediaStore.description}`);

  // One VAPID key pair for every instance too: browsers tie each subscription to it (docs/decisions/210).
  const vapid = await loadVapidKeys(database.db, config.vapid);

  // Sandbox clients call the sandboxes mounted on this very server, as they would a provider.
  const loopback = !config.host || ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host;
  const ownBaseUrl = `http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${config.port}`;
  // End-to-end tests only (SANDBOX_TEST_CONTROLS=1, shipping sandbox): a clock they can shift.
  const testClock = config.sandboxTestControls ? createShiftableClock() : null;
  const integrations = selectIntegrations({
    ownBaseUrl,
    publicUrl: config.publicUrl,
    razorpay: config.razorpay ?? {},
    shiprocket: config.shiprocket ?? {},
    mail: { smtpUrl: config.smtpUrl, from: config.mailFrom },
    push: {
      vapid: { subject: config.vapidSubject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      sandbox: config.sandboxes.includes('push'),
      keysFrom: vapid.source === 'database' ? 'generated once, kept in the database' : 'from VAPID_PUBLIC_KEY',
    },
    sandboxSeed: jwtSecret,
    ...(testClock ? { sandboxClock: testClock.now } : {}),
  });
  for (const line of integrations.descriptions) console.info(line);
  if (config.production && config.sandboxes.length > 0) {
    // Asked for explicitly (docs/decisions/153); said once more so nobody reads past it in the log.
    const parts = config.sandboxes.join(' and ');
    const notice = config.sandboxes.includes('payments') ? '; the storefront shows "Test payments"' : '';
    console.warn(`NODE_ENV=production with SANDBOXES: ${parts} use the local sandbox, not the provider${notice}`);
  }
  // The sandbox sends its webhooks to our own route, as Razorpay would (docs/decisions/070).
  if (integrations.razorpaySandbox) integrations.razorpaySandbox.webhook = { url: `${ownBaseUrl}/api/payment/webhook` };

  let jobs: ReturnType<typeof createJobRunner> | null = null;
  if (testClock) {
    const runJob = async (name: string) => (jobs ? jobs.runJobOnce(name) : null);
    integrations.sandboxRoutes.push({
      path: SANDBOX_TEST_CONTROLS_PATH,
      app: sandboxTestControlRoutes(testClock, runJob),
    });
    console.warn(
      `SANDBOX_TEST_CONTROLS=1: ${SANDBOX_TEST_CONTROLS_PATH} lets tests shift the sandbox clock and run jobs`,
    );
  }

  const webRoot = findWebApp();
  const app = createApp({
    db: database.db,
    databaseKind: database.kind,
    jwtSecret,
    webRoot,
    mediaStore,
    integrations,
    publicUrl: config.publicUrl,
    checkAnswers: !config.production,
  });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const host = config.host ?? 'localhost';
    console.info(`Jutexx is listening on http://${host.includes(':') ? `[${host}]` : host}:${info.port}`);
  });
  // An idle keep-alive connection is closed by the side that gives up first. Node's 5 s default
  // is shorter than what clients and proxies keep (60 s is common), so a request sent on a
  // connection just as the server closed it failed with ECONNRESET (seen in the e2e run): the
  // server now waits longer than they do, and reads headers for a little longer still.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1000;
  }

  // Mail, payment release, refunds and tracking run on timers here, not in requests (docs/decisions/149).
  const runner = createJobRunner({ db: database.db, databaseKind: database.kind, integrations });
  jobs = runner;
  runner.start();
  console.info(`Background jobs: ${runner.names.join(', ')}`);

  // PGlite keeps its files consistent only when closed; PostgreSQL gets its connections back.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`${signal}: shutting down`);
    // No new job runs; runs under way finish their current item while requests finish.
    const jobsStopped = runner.stop();
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
