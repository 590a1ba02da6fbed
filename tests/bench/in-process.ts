import { performance } from 'node:perf_hooks';
import { createApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { seedDemoCatalogueIfEmpty } from '../../server/db/seed/seed-catalogue';
import { createTestIntegrations } from '../../server/testing/test-integrations';
import { type Figure, percentile } from './figures';

async function timeRuns(runs: number, action: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < Math.min(20, runs); i++) await action();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await action();
    times.push(performance.now() - start);
  }
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

/**
 * The API in process on PGlite in memory with the demo catalogue (the default `npm start`
 * database, no network): one request at a time, p50 and p95. Figures for information.
 */
export async function measureInProcess(): Promise<Figure[]> {
  const started = performance.now();
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await migrateDatabase(database);
  await seedDemoCatalogueIfEmpty(database.db);
  const startUp = performance.now() - started;
  const app = createApp({
    db: database.db,
    databaseKind: database.kind,
    jwtSecret: 'x'.repeat(40),
    integrations: createTestIntegrations(database.db),
  });
  const get = (path: string) => async () => {
    const response = await app.request(path, { headers: { 'accept-encoding': 'gzip, br' } });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    await response.arrayBuffer();
  };
  const figures: Figure[] = [{ name: 'start-up (PGlite in memory, migrate, seed)', value: startUp, unit: 'ms' }];
  for (const [name, path] of [
    ['GET /api/products/data/products', '/api/products/data/products'],
    ['GET /api/products/data/all-products', '/api/products/data/all-products'],
    ['GET /api/products/data/item/{slug}', '/api/products/data/item/JX-BWL-0001'],
    ['GET /api/products/data/search/basket', '/api/products/data/search/basket'],
    ['GET /media/demo/{code}-1.webp?w=480 (made once, then kept)', '/media/demo/JX-BWL-0001-1.webp?w=480'],
  ] as const) {
    const { p50, p95 } = await timeRuns(300, get(path));
    figures.push({ name: `${name} p50`, value: p50, unit: 'ms' }, { name: '  p95', value: p95, unit: 'ms' });
  }
  const memory = process.memoryUsage();
  figures.push({ name: 'memory: heap used', value: memory.heapUsed / 2 ** 20, unit: 'MiB' });
  await database.close();
  return figures;
}
