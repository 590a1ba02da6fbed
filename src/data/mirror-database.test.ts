import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { type ListingColumns, listingOrder } from '../../contract/catalogue';
import { collectionKeys } from '../../contract/collection-keys';
import { type MirroredProduct, mirroredProduct } from '../../contract/mirrored-product';
import { writeCollection } from '../domains/catalogue/ensure-collection-fresh';
import { readProduct } from '../domains/catalogue/read-product';
import {
  openMirror,
  readMirroredList,
  readMirroredListing,
  readMirroredPending,
  readMirroredProduct,
  readMirroredShopper,
} from '../lib/mirror-database';
import { countPending } from '../sync/pending-count';
import type { CartRow } from './db';
import { saveSessionUser } from './session';
import { ShopDatabase } from './shop-database';
import { sampleProduct, waitingChange } from './test-database.test-support';

// The service worker reads the mirror without Dexie (sw/first-screen.ts): these tests write it
// with the page's Dexie database and read it back the worker's way.
const opened: IDBDatabase[] = [];
afterEach(() => {
  for (const connection of opened.splice(0)) connection.close();
});

async function mirrorWith(write: (database: ShopDatabase) => Promise<void>) {
  const factory = new IDBFactory();
  const name = `mirror-${crypto.randomUUID()}`;
  const database = new ShopDatabase(name, { indexedDB: factory, IDBKeyRange });
  await write(database);
  database.close();
  const connection = await openMirror(factory, name);
  if (!connection) throw new Error('the mirror did not open');
  opened.push(connection);
  return { connection, factory, name };
}

/** The signed-in shopper of these tests, as the session mirrors her. */
const ASHA = {
  _id: 'u1',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.in',
  phoneNumber: '9000000001',
  isAdmin: false,
};

describe("the service worker's read of the mirror", () => {
  it('finds a product from any list by slug, id or article code, as the page does', async () => {
    const bowl = sampleProduct({ _id: 'p1', slug: 'round-bowl', articleCode: '1234567001', title: 'Round bowl' });
    const { connection } = await mirrorWith((database) =>
      writeCollection(database, collectionKeys.category('products'), [sampleProduct(), bowl], 1),
    );

    // What the device keeps of it (docs/decisions/286): no reviews, timestamps or nested ids.
    expect(await readMirroredProduct(connection, 'round-bowl')).toEqual(mirroredProduct(bowl));
    expect(await readMirroredProduct(connection, 'p1')).toEqual(mirroredProduct(bowl));
    expect(await readMirroredProduct(connection, '1234567001')).toEqual(mirroredProduct(bowl));
    expect(await readMirroredProduct(connection, 'not-mirrored')).toBeUndefined();
  });

  it("takes the item's own answer first, and its 404 as no product", async () => {
    const listed = sampleProduct({ _id: 'p2', slug: 'basket', price: 'Rs.499.00' });
    const fetched = { ...listed, price: 'Rs.549.00', numericPrice: 549 };
    const { connection } = await mirrorWith(async (database) => {
      await writeCollection(database, collectionKeys.category('products'), [listed], 1);
      await writeCollection(database, collectionKeys.item('basket'), [fetched], 2);
      await writeCollection(database, collectionKeys.item('gone'), [], 2);
    });

    expect((await readMirroredProduct(connection, 'basket'))?.price).toBe('Rs.549.00');
    expect(await readMirroredProduct(connection, 'gone')).toBeNull();
  });

  it('finds, for every key, the product the page itself reads (src/domains/catalogue/read-product.ts)', async () => {
    const bowl = sampleProduct({ _id: 'p3', slug: 'round-bowl', articleCode: '1234567003' });
    const basket = sampleProduct({ _id: 'p4', slug: 'basket', price: 'Rs.499.00' });
    const keys = ['round-bowl', 'p3', '1234567003', 'basket', 'gone', 'nowhere'];
    const pageReads = new Map<string, MirroredProduct | null>();
    const { connection } = await mirrorWith(async (database) => {
      await writeCollection(database, collectionKeys.category('products'), [bowl, basket], 1);
      await writeCollection(database, collectionKeys.item('basket'), [{ ...basket, price: 'Rs.549.00' }], 2);
      await writeCollection(database, collectionKeys.item('gone'), [], 2);
      for (const key of keys) pageReads.set(key, (await readProduct(database, key)).product);
    });

    for (const key of keys)
      expect((await readMirroredProduct(connection, key)) ?? null, key).toEqual(pageReads.get(key));
    expect(pageReads.get('basket')?.price).toBe('Rs.549.00');
  });

  it("reads a list's beginning in its order, as far as asked, skipping products no longer kept", async () => {
    const listed = Array.from({ length: 20 }, (_, index) => sampleProduct({ _id: `p${index}` }));
    const { connection } = await mirrorWith(async (database) => {
      await writeCollection(database, collectionKeys.allProducts(), listed, 1);
      await database.products.delete('p1');
    });

    const ids = (products: { _id: string }[] | undefined) => products?.map((product) => product._id);
    const firstFive = await readMirroredList(connection, collectionKeys.allProducts(), (found) => found.length >= 5, 3);
    expect(ids(firstFive)).toEqual(['p0', 'p2', 'p3', 'p4', 'p5']);
    const whole = await readMirroredList(connection, collectionKeys.allProducts(), () => false, 8);
    expect(whole).toHaveLength(19);
    expect(await readMirroredList(connection, collectionKeys.category('ladies'), () => false, 8)).toBeUndefined();
  });

  it("reads a listing's cards at the positions picked from its columns, as the page's listing does, and all its categories", async () => {
    const listed = Array.from({ length: 12 }, (_, index) =>
      sampleProduct({ _id: `c${index}`, category: index % 4 === 0 ? 'bowl' : 'basket', numericPrice: 100 + index }),
    );
    const { connection } = await mirrorWith((database) =>
      writeCollection(database, collectionKeys.category('products'), listed, 1),
    );
    const params = { type: 'bowl', sort: 'highToLow' as const };
    let seen: ListingColumns | undefined;
    const listing = await readMirroredListing(connection, collectionKeys.category('products'), (columns) => {
      seen = columns;
      return listingOrder(columns, params);
    });
    expect(listing?.products.map((product) => product._id)).toEqual(['c8', 'c4', 'c0']);
    expect(listing?.categories).toHaveLength(12);
    expect(listing?.categories.at(-1)).toBe('basket');
    expect(seen?.prices).toEqual(listed.map((product) => product.numericPrice));
    expect(await readMirroredListing(connection, collectionKeys.category('ladies'), () => [0])).toBeUndefined();
  });

  it("counts the signed-in shopper's bag lines for the top bar and reads their favourites, pending ones too, and none for a visitor", async () => {
    const line = (productId: string, userId: string, pending: boolean): CartRow => ({
      _id: productId,
      productId,
      title: productId,
      price: 499,
      image: '',
      size: '',
      quantity: 2,
      slug: productId,
      inventory: 5,
      userId,
      pending,
    });
    const { connection: signedIn } = await mirrorWith(async (database) => {
      await writeCollection(database, collectionKeys.category('products'), [sampleProduct()], 1);
      await saveSessionUser(ASHA, database);
      await database.cart.bulkPut([line('bowl', 'u1', false), line('basket', 'u1', true), line('mat', 'u2', false)]);
      // The hearts the worker's written page draws pressed: this shopper's, pending ones too.
      await database.favourites.bulkPut([
        { userId: 'u1', productId: 'bowl', addedAt: '2026-12-01', pending: false },
        { userId: 'u1', productId: 'basket', addedAt: '2026-12-02', pending: true },
        { userId: 'u2', productId: 'mat', addedAt: '2026-12-02', pending: false },
      ]);
    });
    expect(await readMirroredShopper(signedIn)).toEqual({
      signedIn: true,
      bagCount: 2,
      favourites: ['basket', 'bowl'],
      // Its lines, pending ones too, for the product page's 'in your bag' (decision 368).
      bag: [
        { productId: 'basket', quantity: 2 },
        { productId: 'bowl', quantity: 2 },
      ],
    });

    // A bag left behind by an expired session counts nothing, as the page's own count does.
    const { connection: visitor } = await mirrorWith(async (database) => {
      await writeCollection(database, collectionKeys.category('products'), [sampleProduct()], 1);
      await database.cart.put(line('bowl', 'u1', false));
    });
    expect(await readMirroredShopper(visitor)).toEqual({ signedIn: false, bagCount: 0, favourites: [], bag: [] });
  });

  it("counts the signed-in shopper's changes waiting to be sent, as the page's banner counts them", async () => {
    let pageCount = -1;
    const { connection: signedIn } = await mirrorWith(async (database) => {
      await writeCollection(database, collectionKeys.category('products'), [sampleProduct()], 1);
      await saveSessionUser(ASHA, database);
      await database.outbox.bulkAdd([waitingChange('k1', 'u1'), waitingChange('k2', 'u1'), waitingChange('k3', 'u2')]);
      pageCount = await countPending(database);
    });
    expect(await readMirroredPending(signedIn)).toBe(2);
    expect(pageCount).toBe(2);

    // Another shopper's changes left on the device are not a visitor's.
    const { connection: visitor } = await mirrorWith(async (database) => {
      await writeCollection(database, collectionKeys.category('products'), [sampleProduct()], 1);
      await database.outbox.add(waitingChange('k1', 'u1'));
    });
    expect(await readMirroredPending(visitor)).toBe(0);
  });

  it('never creates the database on a device that has none, so Dexie later opens it as new', async () => {
    const factory = new IDBFactory();
    expect(await openMirror(factory, 'never-opened')).toBeNull();
    expect(await factory.databases()).toEqual([]);

    const database = new ShopDatabase('never-opened', { indexedDB: factory, IDBKeyRange });
    await writeCollection(database, collectionKeys.category('products'), [sampleProduct({ slug: 'matka' })], 1);
    expect(await database.products.count()).toBe(1);
    database.close();
  });

  it('lets the page upgrade the database while the worker holds a connection', async () => {
    const { connection, factory, name } = await mirrorWith((database) =>
      writeCollection(database, collectionKeys.category('products'), [sampleProduct()], 1),
    );
    let closed = false;
    connection.addEventListener('versionchange', () => {
      closed = true;
    });

    // A later version of the page's schema: the open waits for every other connection to close.
    const later = new ShopDatabase(name, { indexedDB: factory, IDBKeyRange });
    later.version(99).stores({ extra: 'id' });
    await later.open();
    expect(closed).toBe(true);
    expect(await later.products.count()).toBe(1);
    later.close();
  });
});
