import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KINDS } from '../../server/testing/test-databases';
import { type Device, useBagShop } from '../../tests/support/bag-device';
import { pushOutbox } from './push-outbox';
import type { SyncContext } from './sync-context';

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

const NAMES = Array.from({ length: 8 }, (_, index) => `p${index}`);
const PRODUCTS = Object.fromEntries(
  NAMES.map((name, index) => [name, { title: `Jute product ${index}`, price: 100 + index, inventory: 100 }]),
);

/** The queue replayed to the real app over a network that drops requests and answers. */
describe.each(TEST_DATABASE_KINDS)('replay under a flaky network (%s)', (kind) => {
  const shop = useBagShop(kind, PRODUCTS);
  let phone: Device;

  beforeEach(async () => {
    phone = await shop.device();
  });

  it('replays in queue order: the server sees the keys in seq order, each confirmed once', async () => {
    const keys: string[] = [];
    for (const name of NAMES.slice(0, 6)) keys.push(await phone.queue('add', name, 1));
    for (const name of NAMES.slice(0, 6)) keys.push(await phone.queue('quantity', name, 2));
    let calls = 0;
    const context: SyncContext = {
      database: phone.database,
      client: phone.clientFor((input, init) =>
        ++calls % 4 === 0 ? Promise.reject(new TypeError('Failed to fetch')) : phone.transport.fetch(input, init),
      ),
    };
    while ((await phone.database.outbox.count()) > 0) await pushOutbox(context);
    const applied = phone.transport.writes().map((entry) => entry.key);
    // First occurrences of each key follow the queue's order.
    expect([...new Set(applied)]).toEqual(keys);
  });

  it('applies 200 changes exactly once with 30% of requests and 30% of answers lost', {
    timeout: 300_000,
  }, async () => {
    const rng = random(20261122);
    const expected = new Map<string, number>();
    const keys: string[] = [];
    const counts = { add: 0, quantity: 0, remove: 0 };
    while (keys.length < 200) {
      const name = NAMES[Math.floor(rng() * NAMES.length)] as string;
      const quantity = 1 + Math.floor(rng() * 5);
      if (!expected.has(name)) {
        keys.push(await phone.queue('add', name, quantity));
        expected.set(name, quantity);
        counts.add++;
      } else if (rng() < 0.7) {
        keys.push(await phone.queue('quantity', name, quantity));
        expected.set(name, quantity);
        counts.quantity++;
      } else {
        keys.push(await phone.queue('remove', name));
        expected.delete(name);
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
      const response = await phone.transport.fetch(input, init);
      if (rng() < 0.3) {
        figures.answersDropped++;
        throw new TypeError('connection reset'); // the server applied it; the answer is lost
      }
      return response;
    };
    const context: SyncContext = { database: phone.database, client: phone.clientFor(flaky) };
    let rejections = 0;
    while ((await phone.database.outbox.count()) > 0 && figures.passes < 5000) {
      figures.passes++;
      rejections += (await pushOutbox(context)).rejections.length;
    }

    // A key applied by the shop: an answer of its own, not a replay of the stored one.
    const applied = phone.transport.writes().filter((entry) => entry.status < 300 && !entry.replayed);
    const appliedTimes = keys.map((key) => applied.filter((entry) => entry.key === key).length);
    const lost = appliedTimes.filter((times) => times === 0).length;
    const duplicated = appliedTimes.filter((times) => times > 1).length;
    const serverBag = await phone.serverBag();
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
    expect(await phone.database.outbox.count()).toBe(0);
    expect(serverBag).toEqual(Object.fromEntries(expected));
    // The device shows what the server has once the queue is empty.
    const local = await phone.database.cart.where('userId').equals(phone.userId).toArray();
    expect(Object.fromEntries(local.map((line) => [shop.nameOf(line.productId), line.quantity]))).toEqual(serverBag);
    expect(local.every((line) => !line.pending)).toBe(true);
  });
});
