import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { MAX_ATTEMPTS, onBagSyncState, pushOutbox, type SyncContext, syncIfPossible } from './bag-sync';
import type { ShopDatabase } from './db';
import { createFakeCartServer, type FakeProduct } from './fake-cart-server';
import { queueAddToBag } from './queue-add-to-bag';
import { queueBagChange } from './queue-bag-change';
import { retryAfterServerError } from './retry-after-server-error';
import { saveSessionUser } from './session';
import { createTestDatabase } from './test-database';

/**
 * A bag change is either kept (and sent later, the bag showing it) or dropped (and undone in the
 * bag): never reported as failed while it is still sent later (docs/decisions/156).
 */
const USER = {
  _id: 'u1',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'a@example.in',
  phoneNumber: '9876543210',
  isAdmin: false,
};
const PRODUCTS: FakeProduct[] = [{ _id: 'bowl', title: 'Jute bowl', price: 499, inventory: 10 }];
const snapshot = { title: 'Jute bowl', price: 499, image: '', slug: 'jute-bowl', inventory: 10, size: '' };

let database: ShopDatabase;
let server: ReturnType<typeof createFakeCartServer>;
let serverErrors: number;
let context: SyncContext;

/** The shop answers the next `serverErrors` bag changes with a 500 envelope, then serves again. */
const failingFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  if (request.method === 'POST' && serverErrors > 0) {
    serverErrors -= 1;
    return new Response(JSON.stringify({ success: false, message: 'Something went wrong on our side' }), {
      status: 500,
      headers: { 'content-type': 'application/json' },
    });
  }
  return server.fetch(request);
};

const addBowl = () =>
  queueAddToBag(database, { userId: USER._id, productId: 'bowl', quantity: 1, title: 'Jute bowl', line: snapshot });

beforeEach(async () => {
  database = createTestDatabase();
  await saveSessionUser(USER, database);
  server = createFakeCartServer(PRODUCTS);
  serverErrors = 0;
  context = {
    database,
    client: createApiClient({ baseUrl: 'http://shop.test/', fetch: failingFetch, customerToken: () => 'token-1' }),
  };
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('queueAddToBag', () => {
  it('queues nothing for a product already in the bag, so a second tap never sends a second add', async () => {
    expect(await addBowl()).toEqual(expect.any(String));
    expect(await addBowl()).toBeNull();
    expect(await database.outbox.count()).toBe(1);
    await pushOutbox(context);
    expect(await addBowl()).toBeNull();
    expect(server.mutations()).toHaveLength(1);
    expect([...server.lines.values()]).toEqual([expect.objectContaining({ productId: 'bowl', quantity: 1 })]);
  });
});

describe('a server error (5xx) on a bag change', () => {
  it('keeps the change in the bag and the outbox, and the next push sends it once', async () => {
    serverErrors = 1;
    const key = await addBowl();
    const first = await pushOutbox(context);
    expect(first.phase).toBe('error');
    expect(first.outcomes[key ?? '']).toMatchObject({ kind: 'stopped', phase: 'error' });
    expect(await database.cart.get('bowl')).toMatchObject({ pending: true, quantity: 1 });
    expect(await database.outbox.count()).toBe(1);

    expect((await pushOutbox(context)).phase).toBe('idle');
    expect(await database.cart.get('bowl')).toMatchObject({ pending: false, quantity: 1 });
    expect(server.applications.get(key ?? '')).toBe(1);
  });

  it('is sent by the retry timer without the shopper doing anything', async () => {
    serverErrors = 1;
    const stop = retryAfterServerError(onBagSyncState, () => void syncIfPossible(context), [20]);
    try {
      await queueBagChange(database, {
        userId: USER._id,
        op: 'add',
        productId: 'bowl',
        quantity: 2,
        title: 'Jute bowl',
        line: snapshot,
      });
      expect((await syncIfPossible(context)).phase).toBe('error');
      await vi.waitFor(async () => expect(await database.outbox.count()).toBe(0), { timeout: 2000, interval: 10 });
      expect([...server.lines.values()]).toEqual([expect.objectContaining({ productId: 'bowl', quantity: 2 })]);
    } finally {
      stop();
    }
  });

  it('after MAX_ATTEMPTS failures drops the change and takes the line out of the bag: not both', async () => {
    serverErrors = MAX_ATTEMPTS;
    const key = await addBowl();
    let result = await pushOutbox(context);
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      expect(result.phase).toBe('error');
      expect(await database.cart.get('bowl')).toMatchObject({ pending: true });
      result = await pushOutbox(context);
    }
    expect(result.outcomes[key ?? '']).toMatchObject({ kind: 'rejected' });
    expect(result.rejections).toEqual([expect.objectContaining({ productTitle: 'Jute bowl', op: 'add' })]);
    expect(await database.cart.get('bowl')).toBeUndefined();
    expect(await database.outbox.count()).toBe(0);
    expect(server.lines.size).toBe(0);
  });

  it('keeps a quantity change shown as pending until it is sent, and a remove likewise', async () => {
    await addBowl();
    await pushOutbox(context);
    serverErrors = 2;
    await queueBagChange(database, {
      userId: USER._id,
      op: 'quantity',
      productId: 'bowl',
      quantity: 3,
      title: 'Jute bowl',
    });
    expect((await pushOutbox(context)).phase).toBe('error');
    expect(await database.cart.get('bowl')).toMatchObject({ quantity: 3, pending: true });
    expect((await pushOutbox(context)).phase).toBe('error');
    expect((await pushOutbox(context)).phase).toBe('idle');
    expect(server.lines.get('bowl')?.quantity).toBe(3);

    serverErrors = 1;
    await queueBagChange(database, {
      userId: USER._id,
      op: 'remove',
      productId: 'bowl',
      quantity: 0,
      title: 'Jute bowl',
    });
    expect((await pushOutbox(context)).phase).toBe('error');
    expect(await database.cart.get('bowl')).toBeUndefined();
    expect(await database.outbox.count()).toBe(1);
    expect((await pushOutbox(context)).phase).toBe('idle');
    expect(server.lines.size).toBe(0);
  });
});
