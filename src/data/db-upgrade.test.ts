import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { readCollection } from '../domains/catalogue/read-collection';
import { readListing } from '../domains/catalogue/read-listing';
import { ShopDatabase } from './shop-database';
import { sampleProduct } from './test-database.test-support';

const NAME = 'jutexx-upgrade-test';
let database: ShopDatabase | undefined;
afterEach(async () => {
  await database?.delete();
});

/** The database as version 2 or 4 of the shop left it on a shopper's device. */
function shippedVersion(version: 2 | 4, indexedDB: IDBFactory): Dexie {
  const old = new Dexie(NAME, { indexedDB, IDBKeyRange });
  old.version(1).stores({ products: '_id, slug, articleCode', collections: 'key, lastUsedAt', session: 'id' });
  old.version(2).stores({
    cart: 'productId, userId',
    cartMeta: 'id',
    orders: '_id, userId, createdAt',
    profile: 'id',
    outbox: '++seq, &key, userId',
  });
  if (version === 2) return old;
  old.version(3).stores({ favourites: '[userId+productId], userId' });
  old.version(4).stores({ shopInfo: 'id' });
  return old;
}

describe('upgrading the database from version 4', () => {
  it('keeps the mirrored catalogue readable as listings, and the bag and its outbox', async () => {
    const indexedDB = new IDBFactory();
    const old = shippedVersion(4, indexedDB);
    const cheap = sampleProduct({ numericPrice: 99, category: 'bowl' });
    const dear = sampleProduct({ numericPrice: 999, category: 'Laundry bag' });
    const gone = 'f'.repeat(24);
    await old.table('products').bulkPut([cheap, dear]);
    await old
      .table('collections')
      .put({ key: 'category:products', productIds: [dear._id, gone, cheap._id], fetchedAt: 7, lastUsedAt: 7 });
    const line = { productId: cheap._id, userId: 'u1', quantity: 2, pending: true };
    await old.table('cart').put(line);
    await old.table('outbox').add({ key: 'k1', userId: 'u1', op: 'add', productId: cheap._id, quantity: 2 });
    old.close();

    database = new ShopDatabase(NAME, { indexedDB, IDBKeyRange });
    expect(await database.collections.get('category:products')).toEqual({
      key: 'category:products',
      productIds: [dear._id, cheap._id],
      prices: [999, 99],
      categories: ['Laundry bag', 'bowl'],
      fetchedAt: 7,
      lastUsedAt: 7,
    });
    expect((await readCollection(database, 'category:products')).products).toEqual([dear, cheap]);
    const listing = await readListing(database, 'category:products', { type: 'any', sort: 'lowToHigh', shown: 25 });
    expect(listing.products).toEqual([cheap, dear]);
    expect(listing.filters.map((filter) => filter.value)).toEqual(['any', 'bowl', 'laundry']);
    expect(await database.cart.toArray()).toEqual([line]);
    expect(await database.outbox.toArray()).toMatchObject([{ key: 'k1', productId: cheap._id, quantity: 2 }]);
  });
});

describe('upgrading the database from version 2 (a device last opened before favourites)', () => {
  it('adds the tables it lacks and keeps the bag and its outbox', async () => {
    const indexedDB = new IDBFactory();
    const old = shippedVersion(2, indexedDB);
    const line = { productId: 'p1', userId: 'u1', quantity: 1, pending: true };
    await old.table('cart').put(line);
    await old.table('outbox').add({ key: 'k1', userId: 'u1', op: 'add', productId: 'p1', quantity: 1 });
    old.close();

    database = new ShopDatabase(NAME, { indexedDB, IDBKeyRange });
    expect(await database.cart.toArray()).toEqual([line]);
    expect(await database.outbox.toArray()).toMatchObject([{ seq: 1, key: 'k1', productId: 'p1' }]);
    await database.favourites.put({ userId: 'u1', productId: 'p1', addedAt: '2026-11-26', pending: true });
    expect(await database.favourites.where('userId').equals('u1').primaryKeys()).toEqual([['u1', 'p1']]);
    expect(
      await database.table('outbox').add({ key: 'k2', userId: 'u1', op: 'add', productId: 'p1', quantity: 2 }),
    ).toBe(2);
    expect(database.verno).toBe(5);
  });
});
