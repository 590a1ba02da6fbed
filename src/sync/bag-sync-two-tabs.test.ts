import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_DATABASE_KINDS } from '../../server/testing/test-databases';
import { memoryLocks, useBagShop } from '../../tests/support/bag-device';
import { ShopDatabase } from '../data/shop-database';

const NAMES = Array.from({ length: 8 }, (_, index) => `p${index}`);
const PRODUCTS = Object.fromEntries(
  NAMES.map((name, index) => [name, { title: `Jute product ${index}`, price: 100 + index, inventory: 100 }]),
);

describe.each(TEST_DATABASE_KINDS)('two tabs (%s)', (kind) => {
  const shop = useBagShop(kind, PRODUCTS);

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('two engines on one IndexedDB with Web Locks never send an entry twice and send all', async () => {
    vi.stubGlobal('navigator', { locks: memoryLocks() });
    const factory = new IDBFactory();
    const name = `tabs-${crypto.randomUUID()}`;
    const tabA = new ShopDatabase(name, { indexedDB: factory, IDBKeyRange });
    const tabB = new ShopDatabase(name, { indexedDB: factory, IDBKeyRange });
    const phone = await shop.device(tabA);
    const keys: string[] = [];
    for (const product of NAMES) keys.push(await phone.queue('add', product));
    for (const product of NAMES) keys.push(await phone.queue('quantity', product, 3));

    const inFlight = new Set<string>();
    let overlaps = 0;
    const slow: typeof globalThis.fetch = async (input, init) => {
      const key = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)).get(
        'Idempotency-Key',
      );
      if (key && inFlight.has(key)) overlaps++;
      if (key) inFlight.add(key);
      await new Promise((resolve) => setTimeout(resolve, 2));
      try {
        return await phone.transport.fetch(input, init);
      } finally {
        if (key) inFlight.delete(key);
      }
    };
    // Each tab has its own copy of the engine module (its own merge state), as two pages would.
    vi.resetModules();
    const engineA = await import('./sync-if-possible');
    vi.resetModules();
    const engineB = await import('./sync-if-possible');
    expect(engineA.syncIfPossible).not.toBe(engineB.syncIfPossible);
    await Promise.all([
      engineA.syncIfPossible({ database: tabA, client: phone.clientFor(slow) }),
      engineB.syncIfPossible({ database: tabB, client: phone.clientFor(slow) }),
      engineA.syncIfPossible({ database: tabA, client: phone.clientFor(slow) }),
      engineB.syncIfPossible({ database: tabB, client: phone.clientFor(slow) }),
    ]);
    const sent = phone.transport.writes().map((entry) => entry.key);
    console.info(`two tabs: ${keys.length} entries, ${sent.length} sends, ${overlaps} concurrent duplicates`);
    expect(overlaps).toBe(0);
    expect(sent).toEqual(keys);
    expect(await tabB.outbox.count()).toBe(0);
    expect(Object.values(await phone.serverBag())).toEqual(NAMES.map(() => 3));
    tabA.close();
    tabB.close();
  });
});
