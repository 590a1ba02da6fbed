import { beforeEach, describe, expect, it } from 'vitest';
import { cartMessages } from '../../contract/cart';
import { TEST_DATABASE_KINDS } from '../../server/testing/test-databases';
import { type Device, useBagShop } from '../../tests/support/bag-device';
import { saveSessionUser } from '../data/session';
import { refreshBag } from '../domains/bag/refresh-bag';
import { countPending } from './pending-count';
import { pushOutbox } from './push-outbox';
import { syncIfPossible } from './sync-if-possible';

const ANOTHER_USER = {
  _id: 'another-user',
  firstName: 'Ravi',
  lastName: 'Rao',
  email: 'r@example.in',
  phoneNumber: '9876543210',
  isAdmin: false,
};

/** The bag's outbox pushed to the real app in process, on a network that works or drops a send. */
describe.each(TEST_DATABASE_KINDS)('bag sync (%s)', (kind) => {
  const shop = useBagShop(kind, {
    bowl: { title: 'Jute bowl', price: 499, inventory: 10 },
    basket: { title: 'Laundry basket', price: 1299, inventory: 3 },
    gone: { title: 'Matka cover', price: 299, inventory: 0 },
  });
  const { id, pathOf } = shop;
  let phone: Device;

  beforeEach(async () => {
    phone = await shop.device();
  });

  describe('pushOutbox', () => {
    it('sends entries in order with their idempotency keys, deletes them and mirrors the server bag', async () => {
      const keys = [await phone.queue('add', 'bowl'), await phone.queue('add', 'basket', 2)];
      keys.push(await phone.queue('quantity', 'bowl', 3));
      const result = await pushOutbox(phone.context);
      expect(result.phase).toBe('idle');
      expect(phone.transport.writes().map((entry) => [entry.path, entry.key])).toEqual([
        [pathOf('add-to-cart', 'bowl'), keys[0]],
        [pathOf('add-to-cart', 'basket'), keys[1]],
        [pathOf('quantity', 'bowl'), keys[2]],
      ]);
      expect(await phone.database.outbox.count()).toBe(0);
      const lines = await phone.database.cart.toArray();
      expect(Object.fromEntries(lines.map((row) => [shop.nameOf(row.productId), [row.quantity, row.pending]]))).toEqual(
        {
          basket: [2, false],
          bowl: [3, false],
        },
      );
      expect((await phone.database.cartMeta.get('current'))?.value).toBe(3 * 499 + 2 * 1299);
    });

    it('deletes only confirmed entries: a network failure keeps the rest queued and shown', async () => {
      await phone.queue('add', 'bowl');
      const secondKey = await phone.queue('add', 'basket');
      await phone.queue('quantity', 'bowl', 2);
      let calls = 0;
      phone.context.client = phone.clientFor((input, init) => {
        if (++calls === 2) phone.transport.network.mode = 'offline';
        return phone.transport.fetch(input, init);
      });
      const result = await pushOutbox(phone.context);
      expect(result.phase).toBe('offline');
      const outbox = await phone.database.outbox.toArray();
      expect(outbox.map((entry) => entry.key)[0]).toBe(secondKey);
      expect(outbox).toHaveLength(2);
      expect(outbox[0]).toMatchObject({ attempts: 1 });
      expect(await phone.database.cart.get(id('bowl'))).toMatchObject({ quantity: 2, pending: true });
      expect(await phone.database.cart.get(id('basket'))).toMatchObject({ pending: true });
      expect(await phone.serverBag()).toEqual({ bowl: 1 });
    });

    it('drops a 409 mid-queue with a rejection naming the product, and sends the later entries', async () => {
      await phone.queue('add', 'bowl');
      const rejectedKey = await phone.queue('add', 'gone');
      await phone.queue('add', 'basket');
      const result = await pushOutbox(phone.context);
      expect(result.phase).toBe('idle');
      expect(result.rejections).toEqual([
        expect.objectContaining({
          key: rejectedKey,
          productTitle: 'Matka cover',
          reason: cartMessages.outOfStock,
          status: 409,
        }),
      ]);
      expect(phone.transport.writes().map((entry) => entry.path)).toEqual([
        pathOf('add-to-cart', 'bowl'),
        pathOf('add-to-cart', 'gone'),
        pathOf('add-to-cart', 'basket'),
      ]);
      expect(phone.transport.sent.some((entry) => entry.path === '/api/cart/get-cart')).toBe(true);
      expect(await phone.database.outbox.count()).toBe(0);
      expect((await phone.database.cart.toArray()).map((row) => shop.nameOf(row.productId)).sort()).toEqual([
        'basket',
        'bowl',
      ]);
    });

    it('stops on 401 and keeps the whole queue', async () => {
      await phone.queue('add', 'bowl');
      await phone.queue('add', 'basket');
      phone.token.value = 'expired';
      const result = await pushOutbox(phone.context);
      expect(result.phase).toBe('unauthorized');
      expect(await phone.database.outbox.count()).toBe(2);
      expect(await phone.serverBag()).toEqual({});
    });

    it('reads the token when each request is sent', async () => {
      await phone.queue('add', 'bowl');
      await phone.queue('add', 'basket');
      const first = phone.token.value;
      const renewed = await phone.freshToken();
      phone.context.client = phone.clientFor(async (input, init) => {
        const response = await phone.transport.fetch(input, init);
        phone.token.value = renewed; // refreshed between the two sends
        return response;
      });
      await pushOutbox(phone.context);
      expect(phone.transport.writes().map((entry) => entry.authorization)).toEqual([
        `Bearer ${first}`,
        `Bearer ${renewed}`,
      ]);
    });

    it('replays an entry whose answer was lost with the same key, so it applies once', async () => {
      const key = await phone.queue('add', 'bowl', 2);
      phone.transport.network.mode = 'lose-answer';
      expect((await pushOutbox(phone.context)).phase).toBe('offline');
      const result = await pushOutbox(phone.context);
      expect(result.phase).toBe('idle');
      expect(result.outcomes[key]?.kind).toBe('confirmed');
      expect(phone.transport.writes().map((entry) => [entry.key, entry.replayed])).toEqual([
        [key, false],
        [key, true],
      ]);
      expect((await phone.database.cart.get(id('bowl')))?.quantity).toBe(2);
      expect(await phone.serverBag()).toEqual({ bowl: 2 });
    });

    it('refreshBag pushes instead of reading while changes are queued', async () => {
      await phone.queue('add', 'bowl');
      await refreshBag(phone.context);
      expect(phone.transport.sent.map((entry) => entry.path)).toEqual([pathOf('add-to-cart', 'bowl')]);
      await refreshBag(phone.context);
      expect(phone.transport.sent.at(-1)?.path).toBe('/api/cart/get-cart');
    });

    it("does not send, show or count another user's queued changes", async () => {
      await phone.queue('add', 'basket', 1, { userId: 'another-user' });
      await phone.queue('add', 'bowl');
      expect(await countPending(phone.database)).toBe(1);
      await pushOutbox(phone.context);
      expect(phone.transport.writes().map((entry) => entry.path)).toEqual([pathOf('add-to-cart', 'bowl')]);
      expect(await phone.database.outbox.toArray()).toMatchObject([{ userId: 'another-user' }]);
      // Writing this user's mirror leaves the other user's line alone.
      expect(await phone.database.cart.get(id('basket'))).toMatchObject({ userId: 'another-user' });
      await saveSessionUser(ANOTHER_USER, phone.database);
      expect(await countPending(phone.database)).toBe(1);
    });
  });

  describe('syncIfPossible', () => {
    it('merges calls: one push at a time, and a call during a push gets one more push after it', async () => {
      await phone.queue('add', 'bowl');
      const first = syncIfPossible(phone.context);
      await phone.queue('add', 'basket');
      const second = syncIfPossible(phone.context);
      const third = syncIfPossible(phone.context);
      expect(third).toBe(second);
      await Promise.all([first, second]);
      expect(phone.transport.writes().map((entry) => entry.path)).toEqual([
        pathOf('add-to-cart', 'bowl'),
        pathOf('add-to-cart', 'basket'),
      ]);
      expect(await phone.database.outbox.count()).toBe(0);
    });
  });
});
