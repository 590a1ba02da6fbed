import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MirroredProduct } from '../../../contract/mirrored-product';
import type { ShopDatabase } from '../../data/db';
import { liveQuery } from '../../data/shop-database';
import { createTestDatabase, sampleProduct } from '../../data/test-database.test-support';
import { writeCollection } from '../catalogue/ensure-collection-fresh';
import { followMirror, type MirrorSearchIndex } from './mirror-search-index';

// Dexie's liveQuery runs only where it sees an IndexedDB (a browser); here it is fake-indexeddb's.
beforeAll(() => {
  Dexie.dependencies.indexedDB = new IDBFactory();
  Dexie.dependencies.IDBKeyRange = IDBKeyRange;
});

let database: ShopDatabase;
let mirror: MirrorSearchIndex | undefined;
afterEach(async () => {
  mirror?.stop();
  await database?.delete();
});

/** Resolves at the index's next catch-up with the mirror. */
const nextCatchUp = (index: MirrorSearchIndex) =>
  new Promise<void>((resolve) => {
    const stop = index.subscribe(() => {
      stop();
      resolve();
    });
  });

const titles = async (index: MirrorSearchIndex, query: string) =>
  (await index.search(query, 10)).map((product: MirroredProduct) => product.title);

describe('followMirror', () => {
  it('answers from what the mirror holds, and follows products written, changed and removed', async () => {
    database = createTestDatabase();
    const bowl = sampleProduct({ _id: 'bowl', title: 'Round Jute Bowl', articleCode: 'JX-BWL-0001' });
    const basket = sampleProduct({ _id: 'basket', title: 'Jute Laundry Basket', articleCode: 'JX-LND-0003' });
    await writeCollection(database, 'category:products', [bowl], Date.now());
    mirror = followMirror(database, liveQuery);
    expect(await titles(mirror, 'bowl')).toEqual(['Round Jute Bowl']);
    expect(mirror.version()).toBe(1);

    // A list the sync mirrors later: its new product is found, by a typo too.
    let caughtUp = nextCatchUp(mirror);
    await writeCollection(database, 'category:laundry', [basket], Date.now());
    await caughtUp;
    expect(await titles(mirror, 'laundy')).toEqual(['Jute Laundry Basket']);
    expect(await titles(mirror, 'jxlnd0003')).toEqual(['Jute Laundry Basket']);

    // The shop renamed the bowl: found by its new name only.
    caughtUp = nextCatchUp(mirror);
    await database.products.put({ ...bowl, title: 'Nesting Jute Bowls' });
    await caughtUp;
    expect(await titles(mirror, 'nesting')).toEqual(['Nesting Jute Bowls']);
    expect(await titles(mirror, 'round')).toEqual([]);

    caughtUp = nextCatchUp(mirror);
    await database.products.delete('basket');
    await caughtUp;
    expect(await titles(mirror, 'basket')).toEqual([]);
    expect(await titles(mirror, 'jute')).toEqual(['Nesting Jute Bowls']);
  });

  it('is not told of a change when a list comes again with the same products, and is told once when one changed', async () => {
    database = createTestDatabase();
    const tote = sampleProduct({ _id: 'tote', title: 'Jute Tote', numericPrice: 449, price: 'Rs.449.00' });
    await writeCollection(database, 'search:jute', [tote], Date.now());
    mirror = followMirror(database, liveQuery);
    expect(await titles(mirror, 'tote')).toEqual(['Jute Tote']);
    const catchUps: number[] = [];
    mirror.subscribe(() => catchUps.push(mirror?.version() ?? 0));

    // The same answer mirrored again (a search typed again, a list refreshed): nothing to catch up.
    await writeCollection(database, 'search:jute', [{ ...tote }], Date.now());
    await writeCollection(database, 'category:bags', [{ ...tote }], Date.now());
    // The shop changed its price: caught up once, and found at the new price.
    const caughtUp = nextCatchUp(mirror);
    await writeCollection(database, 'search:jute', [{ ...tote, numericPrice: 399, price: 'Rs.399.00' }], Date.now());
    await caughtUp;
    expect(catchUps).toEqual([2]);
    expect((await mirror.search('tote', 10)).map((product) => product.price)).toEqual(['Rs.399.00']);
    expect((await database.collections.get('category:bags'))?.key).toBe('category:bags');
  });

  it('waits for its first reading of the mirror before answering', async () => {
    database = createTestDatabase();
    await writeCollection(database, 'category:products', [sampleProduct({ title: 'Jute Tote' })], Date.now());
    mirror = followMirror(database, liveQuery);
    // Asked at once: the answer comes once the mirror was read, not an empty one before.
    expect(await titles(mirror, 'tote')).toEqual(['Jute Tote']);
  });
});
