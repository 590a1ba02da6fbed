import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartMessages } from '../../../contract/cart';
import type { CartResponse } from '../../../contract/order';
import { products } from '../../db/schema/catalogue';
import { idempotencyKeys } from '../../db/schema/idempotency';
import { REPLAYED_HEADER } from '../../http/idempotency';
import { useCartTest } from '../../testing/cart';
import { call, dataOf } from '../../testing/requests';
import { createProduct } from '../../testing/shop';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';

describe.each(TEST_DATABASE_KINDS)('the bag: replays (%s)', (kind) => {
  const { t, shopper, add } = useCartTest(kind);

  describe('Idempotency-Key', () => {
    it('replays the first answer for a repeated key and changes nothing', async () => {
      const token = await shopper();
      const product = await createProduct(t.db);
      const headers = { 'Idempotency-Key': 'key-replay-0001' };
      const first = await add(token, product.id, { quantity: 2 }, headers);
      expect(first.status).toBe(201);
      expect(first.headers.get(REPLAYED_HEADER)).toBeNull();
      // Changed in between: the replay still answers what the first request answered.
      await call(t.app, 'POST', `/api/cart/quantity/${product.id}`, { token, body: { quantity: 3 } });
      const second = await add(token, product.id, { quantity: 2 }, headers);
      expect(second.status).toBe(201);
      expect(second.headers.get(REPLAYED_HEADER)).toBe('true');
      expect(second.body).toEqual(first.body);
      const bag = dataOf(await call<CartResponse>(t.app, 'GET', '/api/cart/get-cart', { token }));
      expect(bag.cart).toHaveLength(1);
      expect(bag.cart[0]?.quantity).toBe(3);
    });

    it('refuses a key reused for another request, and a malformed key', async () => {
      const token = await shopper();
      const product = await createProduct(t.db);
      const other = await createProduct(t.db);
      const headers = { 'Idempotency-Key': 'key-reuse-00001' };
      expect((await add(token, product.id, { quantity: 1 }, headers)).status).toBe(201);
      const otherBody = await add(token, product.id, { quantity: 2 }, headers);
      expect(otherBody.status).toBe(422);
      expect(otherBody.body).toMatchObject({ message: cartMessages.idempotencyKeyReused });
      expect((await add(token, other.id, { quantity: 1 }, headers)).status).toBe(422);
      expect((await add(token, other.id, { quantity: 1 }, { 'Idempotency-Key': 'short' })).status).toBe(400);
      // Keys are per shopper: another shopper's identical key is unrelated.
      expect((await add(await shopper(), product.id, { quantity: 1 }, headers)).status).toBe(201);
    });

    it('replays a refusal as the same refusal', async () => {
      const token = await shopper();
      const product = await createProduct(t.db, { inventory: 1 });
      const headers = { 'Idempotency-Key': 'key-refusal-001' };
      const first = await add(token, product.id, { quantity: 2 }, headers);
      expect(first.status).toBe(409);
      await t.db.update(products).set({ inventory: 10 }).where(eq(products.id, product.id));
      const second = await add(token, product.id, { quantity: 2 }, headers);
      expect(second.status).toBe(409);
      expect(second.headers.get(REPLAYED_HEADER)).toBe('true');
      expect(second.body).toEqual(first.body);
    });

    it('applies 20 concurrent requests with one key once', async () => {
      const token = await shopper();
      const product = await createProduct(t.db);
      const headers = { 'Idempotency-Key': 'key-concurrent1' };
      const results = await Promise.all(
        Array.from({ length: 20 }, () => add(token, product.id, { quantity: 1 }, headers)),
      );
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
      expect(results.filter((r) => r.headers.get(REPLAYED_HEADER) === 'true')).toHaveLength(19);
      const bag = dataOf(await call<CartResponse>(t.app, 'GET', '/api/cart/get-cart', { token }));
      expect(bag.cart).toHaveLength(1);
      const rows = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'key-concurrent1'));
      expect(rows).toHaveLength(1);
    });

    it('forgets keys after 7 days', async () => {
      const token = await shopper();
      const product = await createProduct(t.db);
      const headers = { 'Idempotency-Key': 'key-expiry-0001' };
      await add(token, product.id, { quantity: 1 }, headers);
      await call(t.app, 'POST', `/api/cart/remove/${product.id}`, { token });
      await t.db
        .update(idempotencyKeys)
        .set({ createdAt: new Date(Date.now() - 8 * 24 * 60 * 60_000) })
        .where(eq(idempotencyKeys.key, 'key-expiry-0001'));
      const fresh = await add(token, product.id, { quantity: 1 }, headers);
      expect(fresh.status).toBe(201);
      expect(fresh.headers.get(REPLAYED_HEADER)).toBeNull();
      expect(dataOf(fresh).cart).toHaveLength(1);
    });

    it('replays remove and quantity too', async () => {
      const token = await shopper();
      const product = await createProduct(t.db);
      await add(token, product.id, { quantity: 1 });
      const headers = { 'Idempotency-Key': 'key-remove-0001' };
      const removed = await call(t.app, 'POST', `/api/cart/remove/${product.id}`, { token, headers });
      await add(token, product.id, { quantity: 1 });
      const replay = await call(t.app, 'POST', `/api/cart/remove/${product.id}`, { token, headers });
      expect(replay.body).toEqual(removed.body);
      expect(replay.headers.get(REPLAYED_HEADER)).toBe('true');
      const bag = dataOf(await call<CartResponse>(t.app, 'GET', '/api/cart/get-cart', { token }));
      expect(bag.cart).toHaveLength(1);
    });
  });
});
