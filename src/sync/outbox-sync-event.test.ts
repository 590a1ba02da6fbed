import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_DATABASE_KINDS } from '../../server/testing/test-databases';
import { syncOutbox, type WorkerScope } from '../../sw/outbox-sync';
import { type Device, memoryLocks, useBagShop } from '../../tests/support/bag-device';
import { cookieFetch, ORIGIN } from '../../tests/support/worker-device';
import { ShopDatabase } from '../data/shop-database';
import { queueFavouriteChange } from '../domains/favourites/queue-favourite-change';
import { OUTBOX_SENT_MESSAGE, SYNC_MESSAGE } from './shared/background-sync-messages';

/**
 * The worker's Background Sync event (sw/outbox-sync.ts syncOutbox): who sends, what the pages are
 * told, when the event fails so the browser fires it again, and the lock it shares with the tabs.
 * The worker's scope is the test's: its pages, its Web Locks, the device's IndexedDB and network.
 */
describe.each(TEST_DATABASE_KINDS)('the service worker on the sync event (%s)', (kind) => {
  const shop = useBagShop(kind, {
    bowl: { title: 'Jute bowl', price: 250, inventory: 50 },
    basket: { title: 'Jute basket', price: 400, inventory: 50 },
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  type Posted = { url: string; messages: unknown[] };

  function scope(device: Device, factory: IDBFactory, pagesSeen: Posted[][], locks = memoryLocks()): WorkerScope {
    let call = 0;
    return {
      clients: {
        matchAll: async () =>
          (pagesSeen[Math.min(call++, pagesSeen.length - 1)] ?? []).map((page) => ({
            url: page.url,
            postMessage: (message: unknown) => page.messages.push(message),
          })),
      },
      location: { origin: ORIGIN },
      navigator: { locks: locks as unknown as LockManager },
      indexedDB: factory,
      fetch: cookieFetch(device),
    };
  }

  async function deviceOn(factory: IDBFactory, name: string): Promise<Device> {
    return shop.device(new ShopDatabase(name, { indexedDB: factory, IDBKeyRange }));
  }

  it('leaves the sending to an open shop page', async () => {
    const factory = new IDBFactory();
    const name = `sync-${crypto.randomUUID()}`;
    const device = await deviceOn(factory, name);
    await device.queue('add', 'bowl');
    const page: Posted = { url: `${ORIGIN}/cart`, messages: [] };

    await syncOutbox(scope(device, factory, [[page]]), name);
    expect(page.messages).toEqual([{ type: SYNC_MESSAGE }]);
    expect(device.transport.writes()).toEqual([]);
  });

  it('sends itself with only the back office open, and tells a shop page opened meanwhile', async () => {
    const factory = new IDBFactory();
    const name = `sync-${crypto.randomUUID()}`;
    const device = await deviceOn(factory, name);
    await device.queue('add', 'bowl');
    const admin: Posted = { url: `${ORIGIN}/admin/orders`, messages: [] };
    const opened: Posted = { url: `${ORIGIN}/`, messages: [] };

    await syncOutbox(scope(device, factory, [[admin], [admin, opened]]), name);
    expect(await device.serverBag()).toEqual({ bowl: 1 });
    expect(admin.messages).toEqual([]);
    expect(opened.messages).toEqual([{ type: OUTBOX_SENT_MESSAGE }]);
  });

  it('fails the event while entries wait for the network, so the browser tries again', async () => {
    const factory = new IDBFactory();
    const name = `sync-${crypto.randomUUID()}`;
    const device = await deviceOn(factory, name);
    await device.queue('add', 'bowl');
    device.transport.network.mode = 'offline';
    await expect(syncOutbox(scope(device, factory, [[]]), name)).rejects.toThrow(/offline/);
    device.transport.network.mode = 'online';
    await expect(syncOutbox(scope(device, factory, [[]]), name)).resolves.toBeUndefined();
    expect(await device.serverBag()).toEqual({ bowl: 1 });
  });

  it('and a tab sending at the same moment take turns under one lock: each entry is sent once', async () => {
    const locks = memoryLocks();
    vi.stubGlobal('navigator', { locks });
    const factory = new IDBFactory();
    const name = `sync-${crypto.randomUUID()}`;
    const device = await deviceOn(factory, name);
    const keys: string[] = [];
    for (const product of ['bowl', 'basket']) keys.push(await device.queue('add', product));
    keys.push(
      await queueFavouriteChange(device.database, {
        userId: device.userId,
        productId: shop.id('bowl'),
        title: 'Jute bowl',
        favourite: true,
      }),
    );
    for (const product of ['bowl', 'basket']) keys.push(await device.queue('quantity', product, 4));

    const inFlight = new Set<string>();
    let overlaps = 0;
    const slow =
      (send: typeof fetch): typeof fetch =>
      async (input, init) => {
        const key = new Headers(init?.headers).get('Idempotency-Key');
        if (key && inFlight.has(key)) overlaps++;
        if (key) inFlight.add(key);
        await new Promise((resolve) => setTimeout(resolve, 2));
        try {
          return await send(input, init);
        } finally {
          if (key) inFlight.delete(key);
        }
      };
    const worker = { ...scope(device, factory, [[]], locks), fetch: slow(cookieFetch(device)) };
    const { syncIfPossible } = await import('./sync-if-possible');
    await Promise.all([
      syncOutbox(worker, name),
      syncIfPossible({ database: device.database, client: device.clientFor(slow(device.transport.fetch)) }),
    ]);
    expect(overlaps).toBe(0);
    expect(device.transport.writes().map((write) => write.key)).toEqual(keys);
    expect(await device.serverBag()).toEqual({ bowl: 4, basket: 4 });
    expect(await device.database.outbox.count()).toBe(0);
  });
});
