import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_DATABASE_KINDS } from '../../server/testing/test-databases';
import { type Device, useBagShop } from '../../tests/support/bag-device';
import { queueAddToBag } from '../domains/bag/queue-add-to-bag';
import { withdrawBagLine } from '../domains/bag/withdraw-bag-line';
import { pushOutbox } from './push-outbox';
import { retryAfterServerError } from './retry-after-server-error';
import { syncIfPossible } from './sync-if-possible';
import { onSyncState } from './sync-state';

/**
 * A bag change is either kept (and sent later, the bag showing it) or dropped (and undone in the
 * bag): never reported as failed while it is still sent later (docs/decisions/156).
 */
describe.each(TEST_DATABASE_KINDS)('bag changes and server errors (%s)', (kind) => {
  const shop = useBagShop(kind, { bowl: { title: 'Jute bowl', price: 499, inventory: 10 } });
  const bowl = () => shop.id('bowl');
  let phone: Device;
  let serverErrors: number;

  beforeEach(async () => {
    phone = await shop.device();
    serverErrors = 0;
    // A failing shop answers the next `serverErrors` bag changes with a 500 envelope before they
    // reach the app, then serves again.
    phone.context.client = phone.clientFor(async (input, init) => {
      const request = new Request(input, init);
      if (request.method === 'POST' && serverErrors > 0) {
        serverErrors -= 1;
        return new Response(JSON.stringify({ success: false, message: 'Something went wrong on our side' }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        });
      }
      return phone.transport.fetch(request);
    });
  });

  const addBowl = () =>
    queueAddToBag(phone.database, {
      userId: phone.userId,
      productId: bowl(),
      quantity: 1,
      title: 'Jute bowl',
      line: shop.snapshot('bowl'),
    });

  describe('queueAddToBag', () => {
    it('queues nothing for a product already in the bag, so a second tap never sends a second add', async () => {
      expect(await addBowl()).toEqual(expect.any(String));
      expect(await addBowl()).toBeNull();
      expect(await phone.database.outbox.count()).toBe(1);
      await pushOutbox(phone.context);
      expect(await addBowl()).toBeNull();
      expect(phone.transport.writes()).toHaveLength(1);
      expect(await phone.serverBag()).toEqual({ bowl: 1 });
    });
  });

  describe('a server error (5xx) on a bag change', () => {
    it('keeps the change in the bag and the outbox, and the next push sends it once', async () => {
      serverErrors = 1;
      const key = await addBowl();
      const first = await pushOutbox(phone.context);
      expect(first.phase).toBe('error');
      expect(first.outcomes[key ?? '']).toMatchObject({ kind: 'stopped', phase: 'error' });
      expect(await phone.database.cart.get(bowl())).toMatchObject({ pending: true, quantity: 1 });
      expect(await phone.database.outbox.count()).toBe(1);

      expect((await pushOutbox(phone.context)).phase).toBe('idle');
      expect(await phone.database.cart.get(bowl())).toMatchObject({ pending: false, quantity: 1 });
      expect(phone.transport.writes().map((entry) => [entry.key, entry.replayed])).toEqual([[key, false]]);
    });

    it('is sent by the retry timer without the shopper doing anything', async () => {
      serverErrors = 1;
      const stop = retryAfterServerError(onSyncState, () => void syncIfPossible(phone.context), [20]);
      try {
        await phone.queue('add', 'bowl', 2);
        expect((await syncIfPossible(phone.context)).phase).toBe('error');
        await vi.waitFor(async () => expect(await phone.database.outbox.count()).toBe(0), {
          timeout: 5000,
          interval: 10,
        });
        expect(await phone.serverBag()).toEqual({ bowl: 2 });
      } finally {
        stop();
      }
    });

    it('ten failures in a row keep the change waiting in the bag; once the shop recovers it is sent once', async () => {
      serverErrors = 10;
      const key = await addBowl();
      for (let attempt = 0; attempt < 10; attempt++) {
        const result = await pushOutbox(phone.context);
        expect(result.phase).toBe('error');
        expect(result.rejections).toEqual([]);
        expect(await phone.database.cart.get(bowl())).toMatchObject({ pending: true, quantity: 1 });
        expect(await phone.database.outbox.count()).toBe(1);
      }
      expect((await pushOutbox(phone.context)).outcomes[key ?? '']).toMatchObject({ kind: 'confirmed' });
      expect(await phone.database.cart.get(bowl())).toMatchObject({ pending: false, quantity: 1 });
      expect(phone.transport.writes().map((entry) => [entry.key, entry.replayed])).toEqual([[key, false]]);
      expect(await phone.serverBag()).toEqual({ bowl: 1 });
    });

    it('an answer that does not come in time keeps the change and says the connection is slow', async () => {
      const key = await addBowl();
      // A shop that never answers: the client's timeout ends the wait.
      phone.context.client = phone.clientFor(() => new Promise<Response>(() => undefined));
      const result = await pushOutbox(phone.context, { timeoutMs: 50 });
      expect(result.phase).toBe('slow');
      expect(result.outcomes[key ?? '']).toMatchObject({ kind: 'stopped', phase: 'slow' });
      expect(await phone.database.cart.get(bowl())).toMatchObject({ pending: true });
      expect(await phone.database.outbox.count()).toBe(1);
    });

    it('Remove on a waiting line withdraws its change: the queue moves on and the bag stays without it', async () => {
      serverErrors = 3;
      await addBowl();
      expect((await pushOutbox(phone.context)).phase).toBe('error');
      const line = await phone.database.cart.get(bowl());
      if (!line) throw new Error('the waiting line is gone');
      await withdrawBagLine(phone.database, line);
      expect(await phone.database.cart.get(bowl())).toBeUndefined();
      expect((await phone.database.outbox.toArray()).map((entry) => entry.op)).toEqual(['remove']);
      serverErrors = 0;
      expect((await pushOutbox(phone.context)).phase).toBe('idle');
      expect(await phone.database.outbox.count()).toBe(0);
      expect(await phone.serverBag()).toEqual({});
      expect(await phone.database.cart.get(bowl())).toBeUndefined();
    });

    it('keeps a quantity change shown as pending until it is sent, and a remove likewise', async () => {
      await addBowl();
      await pushOutbox(phone.context);
      serverErrors = 2;
      await phone.queue('quantity', 'bowl', 3);
      expect((await pushOutbox(phone.context)).phase).toBe('error');
      expect(await phone.database.cart.get(bowl())).toMatchObject({ quantity: 3, pending: true });
      expect((await pushOutbox(phone.context)).phase).toBe('error');
      expect((await pushOutbox(phone.context)).phase).toBe('idle');
      expect(await phone.serverBag()).toEqual({ bowl: 3 });

      serverErrors = 1;
      await phone.queue('remove', 'bowl', 0);
      expect((await pushOutbox(phone.context)).phase).toBe('error');
      expect(await phone.database.cart.get(bowl())).toBeUndefined();
      expect(await phone.database.outbox.count()).toBe(1);
      expect((await pushOutbox(phone.context)).phase).toBe('idle');
      expect(await phone.serverBag()).toEqual({});
    });
  });
});
