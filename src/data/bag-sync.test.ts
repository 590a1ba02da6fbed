import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { pushOutbox, type SyncContext, syncIfPossible } from './bag-sync';
import type { ShopDatabase } from './db';
import { createFakeCartServer, type FakeProduct } from './fake-cart-server';
import { queueBagChange } from './queue-bag-change';
import { refreshBag } from './refresh-bag';
import { saveSessionUser } from './session';
import { createTestDatabase, sampleProduct } from './test-database';
import { wipeUserData } from './wipe-user-data';

const USER = {
  _id: 'u1',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.in',
  phoneNumber: '9876543210',
  isAdmin: false,
};
const PRODUCTS: FakeProduct[] = [
  { _id: 'bowl', title: 'Jute bowl', price: 499, inventory: 10 },
  { _id: 'basket', title: 'Laundry basket', price: 1299, inventory: 3 },
  { _id: 'gone', title: 'Matka cover', price: 299, inventory: 0 },
];
const line = (title: string, price: number) => ({ title, price, image: '', slug: title, inventory: 10, size: '' });

let database: ShopDatabase;
let server: ReturnType<typeof createFakeCartServer>;
let token: string | null;
let context: SyncContext;

function add(productId: string, quantity = 1) {
  const product = PRODUCTS.find((item) => item._id === productId) ?? PRODUCTS[0];
  return queueBagChange(database, {
    userId: USER._id,
    op: 'add',
    productId,
    quantity,
    title: product?.title ?? productId,
    line: line(product?.title ?? productId, product?.price ?? 0),
  });
}
function change(op: 'remove' | 'quantity', productId: string, quantity = 1) {
  return queueBagChange(database, { userId: USER._id, op, productId, quantity, title: productId });
}

beforeEach(async () => {
  database = createTestDatabase();
  await saveSessionUser(USER, database);
  server = createFakeCartServer(PRODUCTS, ['token-1', 'token-2']);
  token = 'token-1';
  context = {
    database,
    client: createApiClient({ baseUrl: 'http://shop.test/', fetch: server.fetch, customerToken: () => token }),
  };
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('queueBagChange', () => {
  it('writes the local line and the outbox entry together', async () => {
    const key = await add('bowl', 2);
    expect(await database.cart.get('bowl')).toMatchObject({ quantity: 2, pending: true, title: 'Jute bowl' });
    expect(await database.outbox.toArray()).toMatchObject([
      { key, op: 'add', productId: 'bowl', quantity: 2, userId: 'u1' },
    ]);
  });

  it('stores neither when the outbox write fails (one transaction)', async () => {
    await add('bowl', 1);
    const [first] = await database.outbox.toArray();
    // Reusing a key breaks the unique index, so the outbox add throws inside the transaction.
    await expect(
      queueBagChange(
        database,
        { userId: 'u1', op: 'quantity', productId: 'bowl', quantity: 4, title: 'x' },
        Date.now(),
        first?.key,
      ),
    ).rejects.toThrow();
    expect((await database.cart.get('bowl'))?.quantity).toBe(1);
    expect(await database.outbox.count()).toBe(1);
  });
});

describe('pushOutbox', () => {
  it('sends entries in order with their idempotency keys, deletes them and mirrors the server bag', async () => {
    const keys = [await add('bowl'), await add('basket', 2), await change('quantity', 'bowl', 3)];
    const result = await pushOutbox(context);
    expect(result.phase).toBe('idle');
    expect(server.mutations().map((entry) => [entry.path, entry.key])).toEqual([
      ['/api/cart/add-to-cart/bowl', keys[0]],
      ['/api/cart/add-to-cart/basket', keys[1]],
      ['/api/cart/quantity/bowl', keys[2]],
    ]);
    expect(await database.outbox.count()).toBe(0);
    const lines = await database.cart.orderBy('productId').toArray();
    expect(lines.map((row) => [row.productId, row.quantity, row.pending])).toEqual([
      ['basket', 2, false],
      ['bowl', 3, false],
    ]);
    expect((await database.cartMeta.get('current'))?.value).toBe(3 * 499 + 2 * 1299);
  });

  it('deletes only confirmed entries: a network failure keeps the rest queued and shown', async () => {
    await add('bowl');
    const secondKey = await add('basket');
    await change('quantity', 'bowl', 2);
    const fetch = server.fetch;
    let calls = 0;
    context.client = createApiClient({
      baseUrl: 'http://shop.test/',
      customerToken: () => token,
      fetch: (input, init) => (++calls === 2 ? Promise.reject(new TypeError('Failed to fetch')) : fetch(input, init)),
    });
    const result = await pushOutbox(context);
    expect(result.phase).toBe('offline');
    expect((await database.outbox.toArray()).map((entry) => entry.key)[0]).toBe(secondKey);
    expect(await database.outbox.count()).toBe(2);
    expect((await database.outbox.toArray())[0]).toMatchObject({ attempts: 1 });
    const lines = await database.cart.toArray();
    expect(lines.find((row) => row.productId === 'bowl')).toMatchObject({ quantity: 2, pending: true });
    expect(lines.find((row) => row.productId === 'basket')).toMatchObject({ pending: true });
  });

  it('drops a 409 mid-queue with a rejection naming the product, and sends the later entries', async () => {
    await add('bowl');
    const rejectedKey = await add('gone');
    await add('basket');
    const result = await pushOutbox(context);
    expect(result.phase).toBe('idle');
    expect(result.rejections).toEqual([
      expect.objectContaining({
        key: rejectedKey,
        productTitle: 'Matka cover',
        reason: 'This item is out of stock',
        status: 409,
      }),
    ]);
    expect(server.mutations().map((entry) => entry.path)).toEqual([
      '/api/cart/add-to-cart/bowl',
      '/api/cart/add-to-cart/gone',
      '/api/cart/add-to-cart/basket',
    ]);
    expect(server.log.some((entry) => entry.path === '/api/cart/get-cart')).toBe(true);
    expect(await database.outbox.count()).toBe(0);
    expect((await database.cart.toArray()).map((row) => row.productId).sort()).toEqual(['basket', 'bowl']);
  });

  it('stops on 401 and keeps the whole queue', async () => {
    await add('bowl');
    await add('basket');
    token = 'expired';
    const result = await pushOutbox(context);
    expect(result.phase).toBe('unauthorized');
    expect(await database.outbox.count()).toBe(2);
    expect(server.lines.size).toBe(0);
  });

  it('reads the token when each request is sent', async () => {
    await add('bowl');
    await add('basket');
    const fetch = server.fetch;
    context.client = createApiClient({
      baseUrl: 'http://shop.test/',
      customerToken: () => token,
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        token = 'token-2'; // refreshed between the two sends
        return response;
      },
    });
    await pushOutbox(context);
    expect(server.mutations().map((entry) => entry.token)).toEqual(['token-1', 'token-2']);
  });

  it('replays an entry whose answer was lost with the same key, so it applies once', async () => {
    const key = await add('bowl', 2);
    const fetch = server.fetch;
    let lose = true;
    context.client = createApiClient({
      baseUrl: 'http://shop.test/',
      customerToken: () => token,
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        if (lose) {
          lose = false;
          throw new TypeError('connection reset');
        }
        return response;
      },
    });
    expect((await pushOutbox(context)).phase).toBe('offline');
    const result = await pushOutbox(context);
    expect(result.phase).toBe('idle');
    expect(result.outcomes[key]?.kind).toBe('confirmed');
    expect(server.mutations().map((entry) => entry.key)).toEqual([key, key]);
    expect((await database.cart.get('bowl'))?.quantity).toBe(2);
  });

  it('refreshBag pushes instead of reading while changes are queued', async () => {
    await add('bowl');
    await refreshBag(context);
    expect(server.log.map((entry) => entry.path)).toEqual(['/api/cart/add-to-cart/bowl']);
    await refreshBag(context);
    expect(server.log.at(-1)?.path).toBe('/api/cart/get-cart');
  });
});

describe('syncIfPossible', () => {
  it('merges calls: one push at a time, and a call during a push gets one more push after it', async () => {
    await add('bowl');
    const first = syncIfPossible(context);
    await add('basket');
    const second = syncIfPossible(context);
    const third = syncIfPossible(context);
    expect(third).toBe(second);
    await Promise.all([first, second]);
    expect(server.mutations().map((entry) => entry.path)).toEqual([
      '/api/cart/add-to-cart/bowl',
      '/api/cart/add-to-cart/basket',
    ]);
    expect(await database.outbox.count()).toBe(0);
  });
});

describe('wipeUserData', () => {
  it("removes the user's bag, orders, profile, outbox and session, and keeps the catalogue", async () => {
    await database.products.put(sampleProduct({ _id: 'p1' }));
    await add('bowl');
    await database.cartMeta.put({ id: 'current', userId: 'u1', value: 499, fetchedAt: 1 });
    await database.profile.put({ id: 'current', fetchedAt: 1 } as never);
    await database.orders.put({ _id: 'o1', userId: 'u1', createdAt: '2026-01-01', fetchedAt: 1 } as never);
    await wipeUserData('u1', database);
    for (const table of [
      database.cart,
      database.cartMeta,
      database.orders,
      database.profile,
      database.outbox,
      database.session,
    ]) {
      expect(await table.count()).toBe(0);
    }
    expect(await database.products.count()).toBe(1);
  });
});
