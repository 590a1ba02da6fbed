import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KINDS } from '../../server/testing/test-databases';
import { type Device, useBagShop } from '../../tests/support/bag-device';
import { pushOutbox } from './push-outbox';
import type { SyncContext } from './sync-context';

/** A refusal and an expired token in the middle of a replayed queue, and an old change. */
const PRODUCTS = Object.fromEntries(
  Array.from({ length: 5 }, (_, index) => [
    `p${index}`,
    { title: `Jute product ${index}`, price: 100 + index, inventory: 100 },
  ]),
);

describe.each(TEST_DATABASE_KINDS)('refusals and tokens mid-queue (%s)', (kind) => {
  const shop = useBagShop(kind, { ...PRODUCTS, gone: { title: 'Matka cover', price: 299, inventory: 0 } });
  let phone: Device;

  beforeEach(async () => {
    phone = await shop.device();
  });

  it('drops a 409 in the middle with a rejection naming the product and still applies later entries', async () => {
    await phone.queue('add', 'p0');
    await phone.queue('add', 'p1');
    const refused = await phone.queue('add', 'gone');
    await phone.queue('quantity', 'p0', 3);
    await phone.queue('add', 'p2', 2);
    const result = await pushOutbox(phone.context);
    expect(result.phase).toBe('idle');
    expect(result.rejections).toEqual([
      expect.objectContaining({ key: refused, productId: shop.id('gone'), productTitle: 'Matka cover', status: 409 }),
    ]);
    expect(await phone.serverBag()).toEqual({ p0: 3, p1: 1, p2: 2 });
    expect(await phone.database.cart.get(shop.id('gone'))).toBeUndefined();
    expect(await phone.database.outbox.count()).toBe(0);
  });

  it('on a 401 mid-queue keeps the rest queued, then sends it with the new token read at send time', async () => {
    for (let index = 0; index < 5; index++) await phone.queue('add', `p${index}`);
    const first = phone.token.value;
    let sends = 0;
    const context: SyncContext = {
      database: phone.database,
      client: phone.clientFor(async (input, init) => {
        const response = await phone.transport.fetch(input, init);
        if (++sends === 2) phone.token.value = 'expired'; // expires while the queue is replayed
        return response;
      }),
    };
    expect((await pushOutbox(context)).phase).toBe('unauthorized');
    expect(await phone.serverBag()).toEqual({ p0: 1, p1: 1 });
    expect(await phone.database.outbox.count()).toBe(3);
    const pending = (await phone.database.cart.toArray()).filter((line) => line.pending);
    expect(pending.map((line) => shop.nameOf(line.productId)).sort()).toEqual(['p2', 'p3', 'p4']);

    const renewed = await phone.freshToken();
    phone.token.value = renewed; // signed in again: the stored token changes, the client is the same
    expect((await pushOutbox(context)).phase).toBe('idle');
    expect(await phone.database.outbox.count()).toBe(0);
    expect(Object.keys(await phone.serverBag())).toHaveLength(5);
    expect(phone.transport.writes().map((entry) => entry.authorization)).toEqual([
      `Bearer ${first}`,
      `Bearer ${first}`,
      'Bearer expired',
      `Bearer ${renewed}`,
      `Bearer ${renewed}`,
      `Bearer ${renewed}`,
    ]);
  });

  it('never drops a change by age: an 8-day-old entry stays queued offline and is sent later', async () => {
    const old = Date.now() - 8 * 24 * 60 * 60 * 1000;
    const key = await phone.queue('add', 'p0', 2, { now: old });
    phone.transport.network.mode = 'offline';
    for (let pass = 0; pass < 10; pass++) expect((await pushOutbox(phone.context)).phase).toBe('offline');
    expect(await phone.database.outbox.toArray()).toMatchObject([{ key, createdAt: old, attempts: 10 }]);
    expect(await phone.database.cart.get(shop.id('p0'))).toMatchObject({ quantity: 2, pending: true });
    phone.transport.network.mode = 'online';
    const result = await pushOutbox(phone.context);
    expect(result.outcomes[key]?.kind).toBe('confirmed');
    expect(await phone.serverBag()).toEqual({ p0: 2 });
  });
});
