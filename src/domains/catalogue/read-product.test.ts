import { afterEach, describe, expect, it } from 'vitest';
import { collectionKeys } from '../../../contract/collection-keys';
import { mirroredProduct } from '../../../contract/mirrored-product';
import type { ShopDatabase } from '../../data/db';
import { createTestDatabase, sampleProduct } from '../../data/test-database.test-support';
import { ensureCollectionFresh, writeCollection } from './ensure-collection-fresh';
import { findProductByKey, readProduct } from './read-product';
import { itemFetcher } from './use-product';

let database: ShopDatabase;
afterEach(async () => {
  await database?.delete();
});

describe('product by key', () => {
  it('finds a mirrored product by slug, _id or articleCode', async () => {
    database = createTestDatabase();
    const product = sampleProduct({ _id: 'p1', slug: 'round-bowl', articleCode: '1234567001' });
    await writeCollection(database, 'category:products', [product, sampleProduct()], 1);

    expect((await findProductByKey(database, 'round-bowl'))?._id).toBe('p1');
    expect((await findProductByKey(database, 'p1'))?._id).toBe('p1');
    expect((await findProductByKey(database, '1234567001'))?._id).toBe('p1');
    expect(await findProductByKey(database, 'nope')).toBeUndefined();
  });

  it('shows a product seen in a list before its own fetch answers', async () => {
    database = createTestDatabase();
    const product = sampleProduct({ slug: 'basket' });
    await writeCollection(database, 'category:products', [product], 1);
    expect(await readProduct(database, 'basket')).toEqual({
      product: mirroredProduct(product),
      notFound: false,
      fetched: false,
    });
  });

  it('mirrors an item fetch, so the product stays readable offline', async () => {
    database = createTestDatabase();
    const product = sampleProduct({ slug: 'matka' });
    const options = { db: database, retryDelayMs: 0 };
    await ensureCollectionFresh(
      collectionKeys.item('matka'),
      itemFetcher('matka', async () => product),
      options,
    );

    const offline = await ensureCollectionFresh(
      collectionKeys.item('matka'),
      itemFetcher('matka', async () => {
        throw new Error('offline');
      }),
      { ...options, force: true, isOnline: () => false },
    );
    expect(offline.ok).toBe(false);
    expect(await readProduct(database, 'matka')).toEqual({
      product: mirroredProduct(product),
      notFound: false,
      fetched: true,
    });
  });

  it('records a 404 as not found', async () => {
    database = createTestDatabase();
    await ensureCollectionFresh(
      collectionKeys.item('gone'),
      itemFetcher('gone', async () => null),
      { db: database, retryDelayMs: 0 },
    );
    expect(await readProduct(database, 'gone')).toEqual({ product: null, notFound: true, fetched: true });
  });
});
