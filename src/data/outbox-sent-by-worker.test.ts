import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../contract/constants';
import type { FavouriteItem } from '../../contract/favourites';
import { call, dataOf } from '../../server/testing/requests';
import { TEST_DATABASE_KINDS } from '../../server/testing/test-databases';
import { type Connection, sendOutbox, syncOutbox, type WorkerScope } from '../../sw/outbox-sync';
import { OUTBOX_SENT_MESSAGE, SYNC_MESSAGE } from '../lib/background-sync-messages';
import { pushOutbox } from './bag-sync';
import { type Device, memoryLocks, useBagShop } from './bag-sync.test-support';
import type { ShopDatabase } from './db';
import { queueFavouriteChange } from './queue-favourite-change';
import { ShopDatabase as Database } from './shop-database';

/**
 * The service worker's sender (sw/outbox-sync.ts) on the outbox the page wrote with Dexie
 * (fake-indexeddb), against the real app in process. The worker has no bearer token: the device's
 * fetch carries the session cookie, as the browser adds it to the worker's same-origin requests.
 */
const ORIGIN = 'http://shop.test';

describe.each(TEST_DATABASE_KINDS)('the outbox sent by the service worker (%s)', (kind) => {
  const shop = useBagShop(kind, {
    bowl: { title: 'Jute bowl', price: 250, inventory: 50 },
    basket: { title: 'Jute basket', price: 400, inventory: 50 },
    gone: { title: 'Matka cover', price: 299, inventory: 0 },
  });
  let phone: Device;

  beforeEach(async () => {
    phone = await shop.device();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** The worker's network: the device's, with the session cookie of `token` and no Authorization. */
  function cookieFetch(device: Device, token: string | null = device.token.value): typeof fetch {
    return (input, init) => {
      const headers = new Headers(init?.headers);
      if (token) headers.set('Cookie', `${TOKEN_KEY}=${token}`);
      return device.transport.fetch(input, { ...init, headers });
    };
  }

  function connection(device: Device, token?: string | null): Connection {
    return { fetch: cookieFetch(device, token), origin: ORIGIN, timeoutMs: 2_000 };
  }

  async function backend(database: ShopDatabase): Promise<IDBDatabase> {
    await database.open();
    return database.backendDB();
  }

  function favourite(device: Device, name: string, on = true): Promise<string> {
    const change = { userId: device.userId, productId: shop.id(name), title: name, favourite: on };
    return queueFavouriteChange(device.database, change);
  }

  async function serverFavourites(device: Device): Promise<string[]> {
    const token = device.token.value ?? '';
    const list = dataOf(await call<FavouriteItem[]>(shop.t.app, 'GET', '/api/user/favourites', { token }));
    return list.map((item) => shop.nameOf(item.productId));
  }

  /** What the screens read: bag lines, the bag's total and favourites, by product name. */
  async function mirror(database: ShopDatabase, userId: string) {
    const lines = await database.cart.where('userId').equals(userId).toArray();
    const favourites = await database.favourites.where('userId').equals(userId).toArray();
    return {
      lines: lines
        .map((line) => ({ name: shop.nameOf(line.productId), quantity: line.quantity, pending: line.pending }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      value: (await database.cartMeta.get('current'))?.value,
      favourites: favourites.map((row) => ({ name: shop.nameOf(row.productId), pending: row.pending })),
      outbox: await database.outbox.count(),
    };
  }

  async function queueSameChanges(device: Device): Promise<string[]> {
    return [
      await device.queue('add', 'bowl', 2),
      await favourite(device, 'basket'),
      await device.queue('add', 'basket'),
      await device.queue('quantity', 'bowl', 3),
    ];
  }

  it('sends every entry once, in order, with its own key, and leaves the mirror the page would', async () => {
    const keys = await queueSameChanges(phone);
    const pass = await sendOutbox(await backend(phone.database), connection(phone));

    expect(pass).toEqual({ phase: 'idle', sent: 4, refused: 0 });
    const writes = phone.transport.writes();
    expect(writes.map((write) => write.key)).toEqual(keys);
    expect(writes.map((write) => [write.authorization, write.status < 300])).toEqual(keys.map(() => [null, true]));
    expect(await phone.serverBag()).toEqual({ bowl: 3, basket: 1 });
    expect(await serverFavourites(phone)).toEqual(['basket']);

    // The same changes on a second phone, sent by the page's engine: the same mirror.
    const tablet = await shop.device();
    await queueSameChanges(tablet);
    expect((await pushOutbox(tablet.context)).phase).toBe('idle');
    const byWorker = await mirror(phone.database, phone.userId);
    expect(byWorker).toEqual(await mirror(tablet.database, tablet.userId));
    expect(byWorker).toEqual({
      lines: [
        { name: 'basket', quantity: 1, pending: false },
        { name: 'bowl', quantity: 3, pending: false },
      ],
      value: 3 * 250 + 400,
      favourites: [{ name: 'basket', pending: false }],
      outbox: 0,
    });
  });

  it('sends an entry whose answer was lost again with the same key, and the shop applies it once', async () => {
    const [key] = [await phone.queue('add', 'bowl', 2)];
    await phone.queue('add', 'basket');
    const database = await backend(phone.database);
    phone.transport.network.mode = 'lose-answer';

    expect((await sendOutbox(database, connection(phone))).phase).toBe('offline');
    expect(await phone.database.outbox.count()).toBe(2);
    expect((await phone.database.outbox.orderBy('seq').first())?.attempts).toBe(1);

    expect(await sendOutbox(database, connection(phone))).toEqual({ phase: 'idle', sent: 2, refused: 0 });
    const bowlSends = phone.transport.writes().filter((write) => write.key === key);
    expect(bowlSends.map((write) => write.replayed)).toEqual([false, true]);
    expect(await phone.serverBag()).toEqual({ bowl: 2, basket: 1 });
  });

  it('marks a refused change for the page, sends the rest, and the page drops it and says why', async () => {
    const refused = await phone.queue('add', 'gone');
    await phone.queue('add', 'bowl');

    expect(await sendOutbox(await backend(phone.database), connection(phone))).toEqual({
      phase: 'idle',
      sent: 1,
      refused: 1,
    });
    expect(await phone.serverBag()).toEqual({ bowl: 1 });
    const [waiting] = await phone.database.outbox.toArray();
    expect(waiting).toMatchObject({ key: refused, refusal: { status: 409 } });
    // Until a page has told the shopper, the refused line stays on show as not yet sent.
    expect(await phone.database.cart.get(shop.id('gone'))).toMatchObject({ pending: true });

    const sends = phone.transport.writes().length;
    const result = await pushOutbox(phone.context);
    expect(phone.transport.writes()).toHaveLength(sends);
    expect(result.rejections).toEqual([
      expect.objectContaining({
        key: refused,
        productTitle: 'Matka cover',
        status: 409,
        reason: waiting?.refusal?.reason,
      }),
    ]);
    expect(waiting?.refusal?.reason).toMatch(/\S/);
    expect(await phone.database.cart.get(shop.id('gone'))).toBeUndefined();
    expect(await phone.database.outbox.count()).toBe(0);
  });

  it('tells the first screen that listens about a refusal the start-up push found before it mounted', async () => {
    await phone.queue('add', 'gone');
    await sendOutbox(await backend(phone.database), connection(phone));
    // A fresh page: its engine runs at start-up, before the layout subscribes.
    vi.resetModules();
    const engine = await import('./bag-sync');
    expect((await engine.syncIfPossible(phone.context)).rejections).toHaveLength(1);
    const heard: string[] = [];
    engine.onBagRejection((rejection) => heard.push(`${rejection.productTitle}: ${rejection.reason}`));
    expect(heard).toEqual([expect.stringMatching(/^Matka cover: \S/)]);
    engine.onBagRejection((rejection) => heard.push(rejection.key));
    expect(heard).toHaveLength(1);
  });

  it('sends nothing when the cookie is not the mirrored shopper’s, or there is none', async () => {
    await phone.queue('add', 'bowl');
    const database = await backend(phone.database);
    const stranger = await shop.device();

    expect((await sendOutbox(database, connection(phone, stranger.token.value))).phase).toBe('unauthorized');
    expect((await sendOutbox(database, connection(phone, null))).phase).toBe('unauthorized');
    expect(phone.transport.writes()).toEqual([]);
    expect(await stranger.serverBag()).toEqual({});
    expect(await phone.database.outbox.toArray()).toEqual([expect.objectContaining({ attempts: 0 })]);
  });

  it('keeps everything with no network', async () => {
    await phone.queue('add', 'bowl');
    phone.transport.network.mode = 'offline';
    expect((await sendOutbox(await backend(phone.database), connection(phone))).phase).toBe('offline');
    expect(await phone.database.outbox.count()).toBe(1);
    expect(await phone.database.cart.get(shop.id('bowl'))).toMatchObject({ pending: true });
  });

  describe('on the sync event', () => {
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
      return shop.device(new Database(name, { indexedDB: factory, IDBKeyRange }));
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
      keys.push(await favourite(device, 'bowl'));
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
      const { syncIfPossible } = await import('./bag-sync');
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
});
