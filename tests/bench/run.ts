/**
 * `npm run bench`: timings and memory of the API in process on an embedded database with the
 * demo catalogue. Prints figures; asserts nothing (tests never assert wall-clock times).
 */
import { performance } from 'node:perf_hooks';
import { createApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { seedDemoCatalogueIfEmpty } from '../../server/db/seed/seed-catalogue';
import { createTestIntegrations } from '../../server/testing/test-integrations';

type Figures = { name: string; runs: number; p50: number; p95: number; max: number };

async function measure(name: string, runs: number, action: () => Promise<unknown>): Promise<Figures> {
  for (let i = 0; i < Math.min(20, runs); i++) await action();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await action();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { name, runs, p50: at(0.5), p95: at(0.95), max: at(1) };
}

async function main(): Promise<void> {
  const started = performance.now();
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await migrateDatabase(database);
  await seedDemoCatalogueIfEmpty(database.db);
  console.info(`start-up (PGlite in memory, migrate, seed): ${(performance.now() - started).toFixed(0)} ms`);

  const app = createApp({
    db: database.db,
    databaseKind: database.kind,
    jwtSecret: 'x'.repeat(40),
    integrations: createTestIntegrations(database.db),
  });
  const get = (path: string) => async () => {
    const response = await app.request(path);
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    await response.arrayBuffer();
  };

  const results = [
    await measure('GET /api/products/data/products', 300, get('/api/products/data/products')),
    await measure('GET /api/products/data/all-products', 300, get('/api/products/data/all-products')),
    await measure('GET /api/products/data/item/{slug}', 300, get('/api/products/data/item/JX-BWL-0001')),
    await measure('GET /api/products/data/search/basket', 300, get('/api/products/data/search/basket')),
    await measure('GET /media/demo/{code}-1.svg', 300, get('/media/demo/JX-BWL-0001-1.svg')),
  ];
  console.table(
    results.map((r) => ({
      request: r.name,
      runs: r.runs,
      'p50 ms': r.p50.toFixed(2),
      'p95 ms': r.p95.toFixed(2),
      'max ms': r.max.toFixed(2),
    })),
  );
  const memory = process.memoryUsage();
  console.info(
    `memory: rss ${(memory.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB`,
  );
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
