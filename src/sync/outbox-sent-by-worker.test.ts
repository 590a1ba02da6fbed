import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FavouriteItem } from '../../contract/favourites';
import { call, dataOf } from '../../server/testing/requests';
import { TEST_DATABASE_KINDS } from '../../server/testing/test-databases';
import { sendOutbox } from '../../sw/outbox-sync';
import { type Device, useBagShop } from '../../tests/support/bag-device';
import { backend, connection, cookieFetch, ORIGIN } from '../../tests/support/worker-device';
import type { ShopDatabase } from '../data/db';
import { queueFavouriteChange } from '../domains/favourites/queue-favourite-change';
import { pushOutbox } from './push-outbox';

/**
 * The service worker's sender (sw/outbox-sync.ts) on the outbox the page wrote with Dexie
 * (fake-indexeddb), against the real app in process, beside the page's own engine.
 */

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
    const engine = await import('./sync-if-possible');
    const notices = await import('./rejections');
    expect((await engine.syncIfPossible(phone.context)).rejections).toHaveLength(1);
    const heard: string[] = [];
    notices.onRejection((rejection) => heard.push(`${rejection.productTitle}: ${rejection.reason}`));
    expect(heard).toEqual([expect.stringMatching(/^Matka cover: \S/)]);
    notices.onRejection((rejection) => heard.push(rejection.key));
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

  it('keeps a change the shop does not answer in time, or fails on, and says which', async () => {
    await phone.queue('add', 'bowl');
    const database = await backend(phone.database);
    const cookie = cookieFetch(phone);
    const hangingPosts: typeof fetch = (input, init) =>
      init?.method === 'POST'
        ? new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)))
        : cookie(input, init);
    const failingPosts: typeof fetch = async (input, init) =>
      init?.method === 'POST'
        ? Response.json({ success: false, message: 'Internal Server Error' }, { status: 500 })
        : cookie(input, init);

    expect(await sendOutbox(database, { fetch: hangingPosts, origin: ORIGIN, timeoutMs: 50 })).toMatchObject({
      phase: 'slow',
    });
    expect(await sendOutbox(database, { fetch: failingPosts, origin: ORIGIN, timeoutMs: 2_000 })).toMatchObject({
      phase: 'error',
    });
    expect(await phone.database.outbox.toArray()).toEqual([
      expect.objectContaining({ attempts: 2, lastError: 'Internal Server Error' }),
    ]);
    expect(await sendOutbox(database, connection(phone))).toMatchObject({ phase: 'idle', sent: 1 });
    expect(await phone.serverBag()).toEqual({ bowl: 1 });
  });
});
