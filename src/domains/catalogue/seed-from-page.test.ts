import { afterEach, describe, expect, it } from 'vitest';
import { collectionKeys } from '../../../contract/collection-keys';
import { packFirstPaint } from '../../../contract/first-paint';
import { mirroredProduct } from '../../../contract/mirrored-product';
import type { ShopDatabase } from '../../data/db';
import { createTestDatabase, sampleProduct } from '../../data/test-database.test-support';
import { ensureCollectionFresh } from './ensure-collection-fresh';
import { readCollection } from './read-collection';
import { readProduct } from './read-product';
import { seedFromPage } from './seed-from-page';

let database: ShopDatabase;
afterEach(async () => {
  await database?.delete();
});

describe('the catalogue written into the page', () => {
  it('is mirrored as a fresh answer: the screens read it and fetch nothing', async () => {
    database = createTestDatabase();
    const bowl = sampleProduct({ slug: 'round-bowl', title: 'Round bowl' });
    const basket = sampleProduct({ title: 'Basket' });
    await seedFromPage(
      database,
      packFirstPaint([
        { key: collectionKeys.category('products'), products: [bowl, basket] },
        { key: collectionKeys.item('round-bowl'), products: [bowl] },
      ]),
      1_000,
    );

    expect((await readCollection(database, collectionKeys.category('products'))).products).toEqual(
      [bowl, basket].map(mirroredProduct),
    );
    expect(await readProduct(database, 'round-bowl')).toEqual({
      product: mirroredProduct(bowl),
      notFound: false,
      fetched: true,
    });
    let fetched = false;
    const outcome = await ensureCollectionFresh(
      collectionKeys.category('products'),
      async () => {
        fetched = true;
        return [];
      },
      { db: database, now: () => 2_000 },
    );
    expect(outcome).toEqual({ ok: true, fetched: false });
    expect(fetched).toBe(false);
  });

  it("stores a product the page's lists share once, in one transaction", async () => {
    database = createTestDatabase();
    const bowl = sampleProduct({ slug: 'round-bowl', title: 'Round bowl' });
    const basket = sampleProduct({ title: 'Basket' });
    const written: string[][] = [];
    let transactions = 0;
    const bulkPut = database.products.bulkPut.bind(database.products);
    database.products.bulkPut = ((rows: Parameters<typeof bulkPut>[0]) => {
      written.push(rows.map((row) => String(row._id)));
      return bulkPut(rows);
    }) as typeof bulkPut;
    const transaction = database.transaction.bind(database) as (...args: unknown[]) => Promise<unknown>;
    (database as { transaction: unknown }).transaction = (...args: unknown[]) => {
      transactions += 1;
      return transaction(...args);
    };
    await seedFromPage(
      database,
      packFirstPaint([
        { key: collectionKeys.category('products'), products: [bowl, basket] },
        { key: collectionKeys.allProducts(), products: [basket, bowl] },
      ]),
      1_000,
    );

    expect(written).toEqual([[bowl._id, basket._id]]);
    expect(transactions).toBe(1);
    expect((await readCollection(database, collectionKeys.allProducts())).products).toEqual(
      [basket, bowl].map(mirroredProduct),
    );
    expect((await readCollection(database, collectionKeys.category('products'))).products).toEqual(
      [bowl, basket].map(mirroredProduct),
    );
  });

  it("on a first visit's empty mirror, counts the products and reads none of them", async () => {
    database = createTestDatabase();
    // Every read of the products table that reaches IndexedDB, by the kind of request.
    const reads: string[] = [];
    database.use({
      stack: 'dbcore',
      name: 'record-product-reads',
      create: (down) => ({
        ...down,
        table: (name) => {
          const table = down.table(name);
          if (name !== 'products') return table;
          const noted =
            <R, A>(kind: (request: R) => string, read: (request: R) => A) =>
            (request: R) => {
              reads.push(kind(request));
              return read(request);
            };
          return {
            ...table,
            get: noted(() => 'get', table.get),
            getMany: noted(() => 'getMany', table.getMany),
            query: noted((request) => (request.values ? 'query' : 'query keys'), table.query),
            openCursor: noted(() => 'openCursor', table.openCursor),
            count: noted(() => 'count', table.count),
          };
        },
      }),
    });
    const bowl = sampleProduct({ slug: 'round-bowl', title: 'Round bowl' });
    const basket = sampleProduct({ title: 'Basket' });
    await seedFromPage(
      database,
      packFirstPaint([{ key: collectionKeys.category('products'), products: [bowl, basket] }]),
      1_000,
    );
    expect(reads).toEqual(['count']);
    expect((await readCollection(database, collectionKeys.category('products'))).products).toEqual(
      [bowl, basket].map(mirroredProduct),
    );
  });
});
