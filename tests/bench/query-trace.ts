/**
 * `DATABASE_URL=postgres://... npx tsx tests/bench/query-trace.ts`: where a request's time goes
 * on PostgreSQL, one request at a time. The app runs in process on a fresh database; for each
 * request of the health check, the catalogue and the bag path it prints its queries with their
 * round trips, then the server's CPU per request (Node's, and PostgreSQL's when it runs on this
 * machine) over a few hundred warm repetitions. Prints only; asserts nothing.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { Product } from '../../contract/product';
import { createApp } from '../../server/app';
import { seedDemoCatalogueIfEmpty } from '../../server/db/seed/seed-catalogue';
import { registerCustomer } from '../../server/testing/accounts';
import { call, dataOf } from '../../server/testing/requests';
import { createTestDatabase } from '../../server/testing/test-databases';
import { createTestIntegrations } from '../../server/testing/test-integrations';
import { backendCpuMs } from './backend-cpu';

const REPEAT = 500;
let trace: { text: string; ms: number }[] = [];

// Every query of either path (pool.query, which passes a callback, and a transaction's client,
// which awaits a promise) goes through Client#query.
const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function traced(this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text: string };
  const text = (typeof first === 'string' ? first : first.text).replace(/\s+/g, ' ').slice(0, 110);
  const start = performance.now();
  const done = () => trace.push({ text, ms: performance.now() - start });
  const last = args.length - 1;
  const callback = args[last];
  if (typeof callback === 'function') {
    args[last] = (...results: unknown[]) => {
      done();
      return callback(...results);
    };
  }
  const result = original.apply(this, args);
  if (result instanceof Promise) result.then(done, done);
  return result;
} as typeof pg.Client.prototype.query;

type Step = { name: string; run: () => Promise<unknown> };

/** The traced queries of one run of `steps`, then CPU per request over REPEAT warm runs. */
async function profile(label: string, steps: Step[], databaseName: string): Promise<void> {
  for (let i = 0; i < REPEAT; i++) for (const step of steps) await step.run();
  console.info(`\n${label}`);
  for (const step of steps) {
    trace = [];
    const start = performance.now();
    await step.run();
    const ms = performance.now() - start;
    console.info(`  ${step.name}: ${ms.toFixed(2)} ms, ${trace.length} queries`);
    for (const query of trace) console.info(`    ${query.ms.toFixed(2).padStart(6)} ms  ${query.text}`);
  }
  const backendBefore = await backendCpuMs(databaseName);
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < REPEAT; i++) for (const step of steps) await step.run();
  const requests = REPEAT * steps.length;
  const cpu = process.cpuUsage(cpuBefore);
  const backendAfter = await backendCpuMs(databaseName);
  const perRequest = (ms: number) => (ms / requests).toFixed(2);
  const postgres =
    backendBefore === undefined || backendAfter === undefined
      ? 'PostgreSQL CPU not readable here'
      : `PostgreSQL ${perRequest(backendAfter - backendBefore)} ms CPU`;
  console.info(
    `  per request, mean of ${requests}: ${perRequest(performance.now() - start)} ms wall, Node ${perRequest((cpu.user + cpu.system) / 1000)} ms CPU, ${postgres}`,
  );
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('set DATABASE_URL to a PostgreSQL the bench may create a database on');
  const { database, dispose } = await createTestDatabase('postgres');
  try {
    await seedDemoCatalogueIfEmpty(database.db);
    const app = createApp({
      db: database.db,
      databaseKind: database.kind,
      jwtSecret: 'x'.repeat(40),
      integrations: createTestIntegrations(database.db),
    });
    const { accessToken } = await registerCustomer(app);
    const [product] = dataOf(await call<Product[]>(app, 'GET', '/api/products/data/products?limit=1'));
    if (!product) throw new Error('no product');
    const headers = { authorization: `Bearer ${accessToken}`, 'accept-encoding': 'gzip, deflate, br' };
    const send =
      (path: string, init: RequestInit = {}) =>
      async () => {
        const response = await app.request(path, { ...init, headers: { ...headers, ...init.headers } });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${path}: ${response.status}`);
      };
    const change = (path: string, body?: unknown) => () =>
      send(path, {
        method: 'POST',
        headers: { 'idempotency-key': randomUUID(), ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      })();
    if (database.driver.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const named = await database.driver.pool.query<{ name: string }>('select current_database() as name');
    const databaseName = named.rows[0]?.name ?? '';
    await profile('health check', [{ name: 'GET /healthz', run: send('/healthz') }], databaseName);
    await profile(
      'listing',
      [{ name: 'GET /api/products/data/products', run: send('/api/products/data/products') }],
      databaseName,
    );
    const item = `/api/products/data/item/${product.slug}`;
    await profile('product', [{ name: 'GET /api/products/data/item/{slug}', run: send(item) }], databaseName);
    await profile(
      'bag path (add → read → remove, each change with an Idempotency-Key)',
      [
        { name: 'add', run: change(`/api/cart/add-to-cart/${product._id}`, { quantity: 1 }) },
        { name: 'read', run: send('/api/cart/get-cart') },
        { name: 'remove', run: change(`/api/cart/remove/${product._id}`) },
      ],
      databaseName,
    );
  } finally {
    await dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
