/**
 * `npx tsx tests/bench/admin-orders.ts [orders]`: the admin order list at 100,000 orders on
 * PGlite in memory (docs/decisions/091). Prints p50/p95 of page 1, a deep page and a tab;
 * asserts nothing. `DATABASE_URL=... ` is not read: the point is the embedded database.
 */

import { performance } from 'node:perf_hooks';
import { desc } from 'drizzle-orm';
import type { OrderStatus } from '../../contract/statuses';
import { createApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { products } from '../../server/db/schema/catalogue';
import { orderItems, orders } from '../../server/db/schema/orders';
import { seedDemoCatalogueIfEmpty } from '../../server/db/seed/seed-catalogue';
import { newObjectId } from '../../server/lib/object-id';
import { countByTab } from '../../server/modules/admin-orders/list-orders';
import { createAdmin, loginAdmin } from '../../server/testing/accounts';
import { createTestIntegrations } from '../../server/testing/test-integrations';

const ORDER_COUNT = Number(process.argv[2] ?? 100_000);
const BATCH = 2_000;
const STATUSES: OrderStatus[] = [
  'Placed',
  'Processing',
  'Shipped',
  'Delivered',
  'Canceled',
  'Paid',
  'Pending',
  'Return Requested',
];

async function measure(name: string, runs: number, action: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await action();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await action();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { request: name, runs, 'p50 ms': at(0.5).toFixed(2), 'p95 ms': at(0.95).toFixed(2) };
}

async function main(): Promise<void> {
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await migrateDatabase(database);
  await seedDemoCatalogueIfEmpty(database.db);
  const db = database.db;
  const catalogue = await db.select().from(products);

  const started = performance.now();
  const now = Date.now();
  for (let done = 0; done < ORDER_COUNT; done += BATCH) {
    const orderRows = [];
    const itemRows = [];
    for (let i = done; i < Math.min(ORDER_COUNT, done + BATCH); i++) {
      const createdAt = new Date(now - (ORDER_COUNT - i) * 60_000);
      const product = catalogue[i % catalogue.length];
      if (!product) throw new Error('no products');
      const id = newObjectId(createdAt);
      orderRows.push({
        id,
        customerName: 'Bench Shopper',
        customerEmail: 'bench@example.in',
        status: STATUSES[i % STATUSES.length] ?? ('Placed' as const),
        totalPaise: product.pricePaise,
        paymentMethod: i % 4 === 0 ? 'COD' : 'Online',
        address: [],
        createdAt,
      });
      itemRows.push({
        id: newObjectId(createdAt),
        orderId: id,
        productId: product.id,
        title: product.title,
        pricePaise: product.pricePaise,
        quantity: 1,
      });
    }
    await db.insert(orders).values(orderRows);
    await db.insert(orderItems).values(itemRows);
  }
  if (database.driver.kind === 'pglite') await database.driver.client.exec('ANALYZE');
  console.info(`inserted ${ORDER_COUNT} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const app = createApp({
    db,
    databaseKind: database.kind,
    jwtSecret: 'x'.repeat(40),
    integrations: createTestIntegrations(db),
  });
  const admin = await createAdmin(db);
  const { AdminAccessToken } = await loginAdmin(app, admin.email);
  const get = (path: string) => async () => {
    const response = await app.request(path, { headers: { authorization: `Bearer ${AdminAccessToken}` } });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    await response.arrayBuffer();
  };
  const deepPage = Math.floor(ORDER_COUNT / 20);
  console.table([
    await measure('get-orders page 1 (All)', 50, get('/api/admin/get-orders')),
    await measure(`get-orders page ${deepPage} (All)`, 30, get(`/api/admin/get-orders?page=${deepPage}`)),
    await measure('get-orders tab=shipped page 1', 50, get('/api/admin/get-orders?tab=shipped')),
    await measure('get-orders tab=cod page 1', 50, get('/api/admin/get-orders?tab=cod')),
    await measure('get-orders tab=placed page 500', 30, get('/api/admin/get-orders?tab=placed&page=500')),
    await measure('dashboard', 30, get('/api/admin/dashboard')),
    // The parts of page 1: the page's rows and lines, and the one GROUP BY of the tab counts.
    await measure('  part: counts GROUP BY (db)', 30, () => countByTab(db)),
    await measure('  part: page 1 rows (db)', 30, () =>
      db.select().from(orders).orderBy(desc(orders.createdAt), desc(orders.id)).limit(10),
    ),
  ]);
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
