import { forceCloseDatabase, IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { pushOutbox, type SyncContext } from './bag-sync';
import { ShopDatabase } from './db';
import { createFakeCartServer, type FakeProduct } from './fake-cart-server';
import { queueBagChange } from './queue-bag-change';
import { saveSessionUser } from './session';
import { createTestDatabase } from './test-database';
import { wipeUserData } from './wipe-user-data';

/**
 * The offline engine under hostile conditions (issue: offline engine tests): a flaky network,
 * a refusal and an expired token mid-queue, old changes, sign-out, two tabs and a closed database.
 * Everything runs against the in-process fake server through the real API client.
 */
const USER = {
  _id: 'u1',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'a@example.in',
  phoneNumber: '9876543210',
  isAdmin: false,
};
const OTHER = { ...USER, _id: 'u2', firstName: 'Ravi', email: 'r@example.in' };
const PRODUCTS: FakeProduct[] = Array.from({ length: 8 }, (_, index) => ({
  _id: `p${index}`,
  title: `Jute product ${index}`,
  price: 100 + index,
  inventory: 100,
}));
PRODUCTS.push({ _id: 'gone', title: 'Matka cover', price: 299, inventory: 0 });

const snapshot = (product: FakeProduct) => ({
  title: product.title,
  price: product.price,
  image: '',
  slug: product._id,
  inventory: product.inventory,
  size: '',
});

/** A deterministic PRNG (mulberry32) so a failing run can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let database: ShopDatabase;
let server: ReturnType<typeof createFakeCartServer>;
let token: string | null;

function clientFor(fetch: typeof globalThis.fetch) {
  return createApiClient({ baseUrl: 'http://shop.test/', fetch, customerToken: () => token });
}

function queue(userId: string, op: 'add' | 'quantity' | 'remove', productId: string, quantity = 1, now = Date.now()) {
  const product = PRODUCTS.find((item) => item._id === productId) as FakeProduct;
  return queueBagChange(
    database,
    { userId, op, productId, quantity, title: product.title, line: op === 'add' ? snapshot(product) : undefined },
    now,
  );
}

beforeEach(async () => {
  database = createTestDatabase();
  await saveSessionUser(USER, database);
  server = createFakeCartServer(PRODUCTS, ['token-1', 'token-2']);
  token = 'token-1';
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('replay under a flaky network', () => {
  it('replays in queue order: the server sees the keys in seq order, each confirmed once', async () => {
    const keys: string[] = [];
    for (let index = 0; index < 6; index++) keys.push(await queue('u1', 'add', `p${index}`, 1));
    for (let index = 0; index < 6; index++) keys.push(await queue('u1', 'quantity', `p${index}`, 2));
    let calls = 0;
    const context: SyncContext = {
      database,
      client: clientFor((input, init) =>
        ++calls % 4 === 0 ? Promise.reject(new TypeError('Failed to fetch')) : server.fetch(input, init),
      ),
    };
    while ((await database.outbox.count()) > 0) await pushOutbox(context);
    const applied = server.mutations().map((entry) => entry.key);
    // First occurrences of each key follow the queue's order.
    expect([...new Set(applied)]).toEqual(keys);
  });

  it('applies 200 changes exactly once with 30% of requests and 30% of answers lost', {
    timeout: 180_000,
  }, async () => {
    const rng = random(20261122);
    const expected = new Map<string, number>();
    const keys: string[] = [];
    const counts = { add: 0, quantity: 0, remove: 0 };
    while (keys.length < 200) {
      const product = PRODUCTS[Math.floor(rng() * 8)] as FakeProduct;
      const quantity = 1 + Math.floor(rng() * 5);
      if (!expected.has(product._id)) {
        keys.push(await queue('u1', 'add', product._id, quantity));
        expected.set(product._id, quantity);
        counts.add++;
      } else if (rng() < 0.7) {
        keys.push(await queue('u1', 'quantity', product._id, quantity));
        expected.set(product._id, quantity);
        counts.quantity++;
      } else {
        keys.push(await queue('u1', 'remove', product._id));
        expected.delete(product._id);
        counts.remove++;
      }
    }

    const figures = { requestsDropped: 0, answersDropped: 0, sent: 0, passes: 0 };
    const flaky: typeof globalThis.fetch = async (input, init) => {
      figures.sent++;
      if (rng() < 0.3) {
        figures.requestsDropped++;
        throw new TypeError('Failed to fetch'); // never reached the server
      }
      const response = await server.fetch(input, init);
      if (rng() < 0.3) {
        figures.answersDropped++;
        throw new TypeError('connection reset'); // the server applied it; the answer is lost
      }
      return response;
    };
    const context: SyncContext = { database, client: clientFor(flaky) };
    let rejections = 0;
    while ((await database.outbox.count()) > 0 && figures.passes < 5000) {
      figures.passes++;
      rejections += (await pushOutbox(context)).rejections.length;
    }

    const appliedTimes = keys.map((key) => server.applications.get(key) ?? 0);
    const lost = appliedTimes.filter((times) => times === 0).length;
    const duplicated = appliedTimes.filter((times) => times > 1).length;
    const serverBag = Object.fromEntries([...server.lines.values()].map((line) => [line.productId, line.quantity]));
    console.info(
      `flaky-network replay: ${keys.length} operations (${counts.add} adds, ${counts.quantity} quantity changes, ${counts.remove} removes), ` +
        `${figures.sent} requests sent in ${figures.passes} passes, ${figures.requestsDropped} requests dropped, ` +
        `${figures.answersDropped} answers dropped, ${rejections} rejected, ${lost} lost, ${duplicated} duplicated`,
    );
    expect(figures.requestsDropped).toBeGreaterThan(0);
    expect(figures.answersDropped).toBeGreaterThan(0);
    expect(rejections).toBe(0);
    expect(lost).toBe(0);
    expect(duplicated).toBe(0);
    expect(await database.outbox.count()).toBe(0);
    expect(serverBag).toEqual(Object.fromEntries(expected));
    // The device shows what the server has once the queue is empty.
    const local = await database.cart.where('userId').equals('u1').toArray();
    expect(Object.fromEntries(local.map((line) => [line.productId, line.quantity]))).toEqual(serverBag);
    expect(local.every((line) => !line.pending)).toBe(true);
  });
});

describe('refusals and tokens mid-queue', () => {
  it('drops a 409 in the middle with a rejection naming the product and still applies later entries', async () => {
    await queue('u1', 'add', 'p0');
    await queue('u1', 'add', 'p1');
    const refused = await queue('u1', 'add', 'gone');
    await queue('u1', 'quantity', 'p0', 3);
    await queue('u1', 'add', 'p2', 2);
    const result = await pushOutbox({ database, client: clientFor(server.fetch) });
    expect(result.phase).toBe('idle');
    expect(result.rejections).toEqual([
      expect.objectContaining({ key: refused, productId: 'gone', productTitle: 'Matka cover', status: 409 }),
    ]);
    expect([...server.lines.values()].map((line) => [line.productId, line.quantity])).toEqual([
      ['p0', 3],
      ['p1', 1],
      ['p2', 2],
    ]);
    expect(await database.cart.get('gone')).toBeUndefined();
    expect(await database.outbox.count()).toBe(0);
  });

  it('on a 401 mid-queue keeps the rest queued, then sends it with the new token read at send time', async () => {
    for (let index = 0; index < 5; index++) await queue('u1', 'add', `p${index}`);
    let sends = 0;
    const expiring: typeof globalThis.fetch = async (input, init) => {
      const response = await server.fetch(input, init);
      if (++sends === 2) token = 'expired'; // expires while the queue is replayed
      return response;
    };
    const context: SyncContext = { database, client: clientFor(expiring) };
    const first = await pushOutbox(context);
    expect(first.phase).toBe('unauthorized');
    expect(server.lines.size).toBe(2);
    expect(await database.outbox.count()).toBe(3);
    expect((await database.cart.toArray()).filter((line) => line.pending).map((line) => line.productId)).toEqual([
      'p2',
      'p3',
      'p4',
    ]);

    token = 'token-2'; // signed in again: the stored token changes, the client is the same
    const second = await pushOutbox(context);
    expect(second.phase).toBe('idle');
    expect(await database.outbox.count()).toBe(0);
    expect(server.lines.size).toBe(5);
    expect(server.mutations().map((entry) => entry.token)).toEqual([
      'token-1',
      'token-1',
      'expired',
      'token-2',
      'token-2',
      'token-2',
    ]);
  });

  it('never drops a change by age: an 8-day-old entry stays queued offline and is sent later', async () => {
    const old = Date.now() - 8 * 24 * 60 * 60 * 1000;
    const key = await queue('u1', 'add', 'p0', 2, old);
    const offline: SyncContext = {
      database,
      client: clientFor(() => Promise.reject(new TypeError('Failed to fetch'))),
    };
    for (let pass = 0; pass < 10; pass++) expect((await pushOutbox(offline)).phase).toBe('offline');
    expect(await database.outbox.toArray()).toMatchObject([{ key, createdAt: old, attempts: 10 }]);
    expect(await database.cart.get('p0')).toMatchObject({ quantity: 2, pending: true });
    const result = await pushOutbox({ database, client: clientFor(server.fetch) });
    expect(result.outcomes[key]?.kind).toBe('confirmed');
    expect(server.lines.get('p0')?.quantity).toBe(2);
  });
});

describe('sign-out wipe and per-user isolation', () => {
  it("removes that user's cart, cartMeta, orders, profile and outbox, and leaves another user's rows", async () => {
    await queue('u1', 'add', 'p0');
    await queue('u2', 'add', 'p1');
    await database.cartMeta.put({ id: 'current', userId: 'u1', value: 100, fetchedAt: 1 });
    await database.profile.put({ id: 'current', _id: 'u1', fetchedAt: 1 } as never);
    await database.orders.bulkPut([
      { _id: 'o1', userId: 'u1', createdAt: '2026-01-01', fetchedAt: 1 } as never,
      { _id: 'o2', userId: 'u2', createdAt: '2026-01-02', fetchedAt: 1 } as never,
    ]);

    await wipeUserData('u1', database);

    expect(await database.outbox.toArray()).toMatchObject([{ userId: 'u2', productId: 'p1' }]);
    expect(await database.cart.toArray()).toMatchObject([{ userId: 'u2', productId: 'p1' }]);
    expect((await database.orders.toArray()).map((order) => order._id)).toEqual(['o2']);
    expect(await database.cartMeta.count()).toBe(0);
    expect(await database.profile.count()).toBe(0);
    expect(await database.session.count()).toBe(0);
  });

  it("does not send, show or count another user's queued changes", async () => {
    await queue('u2', 'add', 'p1');
    await queue('u1', 'add', 'p0');
    const { countPending } = await import('./bag-sync');
    expect(await countPending(database)).toBe(1);
    await pushOutbox({ database, client: clientFor(server.fetch) });
    expect(server.mutations().map((entry) => entry.path)).toEqual(['/api/cart/add-to-cart/p0']);
    expect(await database.outbox.toArray()).toMatchObject([{ userId: 'u2' }]);
    // Writing u1's mirror leaves u2's line alone.
    expect(await database.cart.get('p1')).toMatchObject({ userId: 'u2' });
    await saveSessionUser(OTHER, database);
    expect(await countPending(database)).toBe(1);
  });
});

/** A minimal Web Locks: request(name, callback) runs callbacks one at a time per name. */
function memoryLocks() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.catch(() => undefined).then(() => callback());
      tails.set(name, run);
      return run;
    },
  };
}

describe('two tabs', () => {
  it('two engines on one IndexedDB with Web Locks never send an entry twice and send all', async () => {
    vi.stubGlobal('navigator', { locks: memoryLocks() });
    const factory = new IDBFactory();
    const name = `tabs-${crypto.randomUUID()}`;
    const tabA = new ShopDatabase(name, { indexedDB: factory, IDBKeyRange });
    const tabB = new ShopDatabase(name, { indexedDB: factory, IDBKeyRange });
    database = tabA;
    await saveSessionUser(USER, tabA);
    const keys: string[] = [];
    for (let index = 0; index < 8; index++) keys.push(await queue('u1', 'add', `p${index}`));
    for (let index = 0; index < 8; index++) keys.push(await queue('u1', 'quantity', `p${index}`, 3));

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
        return await server.fetch(input, init);
      } finally {
        if (key) inFlight.delete(key);
      }
    };
    // Each tab has its own copy of the engine module (its own merge state), as two pages would.
    vi.resetModules();
    const engineA = await import('./bag-sync');
    vi.resetModules();
    const engineB = await import('./bag-sync');
    expect(engineA.syncIfPossible).not.toBe(engineB.syncIfPossible);
    await Promise.all([
      engineA.syncIfPossible({ database: tabA, client: clientFor(slow) }),
      engineB.syncIfPossible({ database: tabB, client: clientFor(slow) }),
      engineA.syncIfPossible({ database: tabA, client: clientFor(slow) }),
      engineB.syncIfPossible({ database: tabB, client: clientFor(slow) }),
    ]);
    const sent = server.mutations().map((entry) => entry.key);
    console.info(`two tabs: ${keys.length} entries, ${sent.length} sends, ${overlaps} concurrent duplicates`);
    expect(overlaps).toBe(0);
    expect(sent).toEqual(keys);
    expect(await tabB.outbox.count()).toBe(0);
    expect([...server.lines.values()].every((line) => line.quantity === 3)).toBe(true);
    tabA.close();
    tabB.close();
  });
});

describe('database reopen', () => {
  it('reopens itself after the browser closes the database and reads again', async () => {
    await queue('u1', 'add', 'p0');
    const closed = new Promise<void>((resolve) => database.on('close', () => resolve()));
    forceCloseDatabase(database.backendDB() as never); // its typings want the IDBDatabase constructor
    await closed;
    // Reopened by the 'close' handler itself, before any query (Dexie 4 alone would reopen lazily).
    await vi.waitFor(() => expect(database.isOpen()).toBe(true));
    expect(await database.outbox.count()).toBe(1);
    expect(await database.cart.get('p0')).toMatchObject({ productId: 'p0' });
    await queue('u1', 'quantity', 'p0', 2);
    expect(await database.outbox.count()).toBe(2);
  });
});
