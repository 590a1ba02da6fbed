import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartMessages } from '../../../contract/cart';
import { messages } from '../../../contract/messages';
import { rupeesFromPaise } from '../../../contract/money';
import type { CartResponse } from '../../../contract/order';
import { cartItems } from '../../db/schema/cart';
import { products } from '../../db/schema/catalogue';
import { idempotencyKeys } from '../../db/schema/idempotency';
import { sessions } from '../../db/schema/users';
import { REPLAYED_HEADER } from '../../http/idempotency';
import { registerCustomer } from '../../testing/accounts';
import { call, dataOf } from '../../testing/requests';
import { createProduct } from '../../testing/shop';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';

describe.each(TEST_DATABASE_KINDS)('the bag (%s)', (kind) => {
  const t = useTestApp(kind, { seed: true });
  const shopper = async () => (await registerCustomer(t.app)).accessToken;
  const add = (token: string, productId: string, body: unknown, headers: Record<string, string> = {}) =>
    call<CartResponse>(t.app, 'POST', `/api/cart/add-to-cart/${productId}`, { token, body, headers });

  it('needs a signed-in shopper', async () => {
    expect((await call(t.app, 'GET', '/api/cart/get-cart')).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/cart/add-to-cart/x', { body: { quantity: 1 } })).status).toBe(401);
  });

  it('refuses a signed-out or expired session in the same statement as the change, recording nothing', async () => {
    const token = await shopper();
    const product = await createProduct(t.db);
    await add(token, product.id, { quantity: 1 });
    const [session] = await t.db.select().from(sessions).orderBy(desc(sessions.createdAt)).limit(1);
    if (!session) throw new Error('no session');
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, session.id));
    const expired = await call(t.app, 'GET', '/api/cart/get-cart', { token });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ success: false, message: messages.notSignedIn });
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.id, session.id));
    expect((await call(t.app, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    const other = await createProduct(t.db);
    const headers = { 'Idempotency-Key': 'key-signed-out1' };
    const refused = [
      await call(t.app, 'GET', '/api/cart/get-cart', { token }),
      await add(token, other.id, { quantity: 1 }, headers),
      await call(t.app, 'POST', `/api/cart/quantity/${product.id}`, { token, body: { quantity: 2 }, headers }),
      await call(t.app, 'POST', `/api/cart/remove/${product.id}`, { token, headers }),
    ];
    expect(refused.map((res) => res.status)).toEqual([401, 401, 401, 401]);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'key-signed-out1'))).toEqual([]);
    const lines = await t.db.select().from(cartItems).where(eq(cartItems.userId, session.userId));
    expect(lines.map((line) => [line.productId, line.quantity])).toEqual([[product.id, 1]]);
  });

  it('accepts whole quantities from 1 to 5 only', async () => {
    const token = await shopper();
    const product = await createProduct(t.db);
    for (const quantity of [0, 6, 2.5, -1, null, true, '', 'two', [3]]) {
      const res = await add(token, product.id, { quantity });
      expect(res.status, JSON.stringify(quantity)).toBe(400);
      expect(res.body).toMatchObject({
        message: messages.quantityInvalid,
        errors: { quantity: messages.quantityInvalid },
      });
    }
    expect((await add(token, product.id, {})).status).toBe(400);
    const res = await add(token, product.id, { quantity: '3' });
    expect(res.status).toBe(201);
    expect(dataOf(res).cart).toEqual([
      {
        _id: product.id,
        productId: product.id,
        title: product.title,
        price: 499,
        image: product.images[0]?.src,
        size: '',
        quantity: 3,
        slug: product.slug,
        inventory: 10,
      },
    ]);
    expect(dataOf(res).value).toBe(1497);
  });

  it('refuses what cannot be had: unknown, inactive, already in the bag, out of stock, above stock', async () => {
    const token = await shopper();
    expect((await add(token, 'nope', { quantity: 1 })).body).toEqual({
      success: false,
      message: messages.productNotFound,
    });
    const inactive = await createProduct(t.db, { status: 'inactive' });
    expect((await add(token, inactive.id, { quantity: 1 })).status).toBe(404);
    const none = await createProduct(t.db, { inventory: 0 });
    expect((await add(token, none.id, { quantity: 1 })).body).toMatchObject({ message: cartMessages.outOfStock });
    const two = await createProduct(t.db, { inventory: 2 });
    const tooMany = await add(token, two.id, { quantity: 3 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({ message: cartMessages.notEnoughStock(2) });
    expect((await add(token, two.id, { quantity: 2 })).status).toBe(201);
    const again = await add(token, two.id, { quantity: 1 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: cartMessages.alreadyInCart });
    const raise = await call(t.app, 'POST', `/api/cart/quantity/${two.id}`, { token, body: { quantity: 3 } });
    expect(raise.status).toBe(409);
    const absent = await call(t.app, 'POST', `/api/cart/quantity/${none.id}`, { token, body: { quantity: 1 } });
    expect(absent.status).toBe(404);
    expect(absent.body).toMatchObject({ message: cartMessages.notInCart });
  });

  it('prices the bag from the database, never from the client', async () => {
    const token = await shopper();
    const product = await createProduct(t.db, { pricePaise: 10_050 });
    const res = await add(token, product.id, { quantity: 2, price: 1, value: 1 });
    expect(dataOf(res).value).toBe(201);
    await t.db.update(products).set({ pricePaise: 20_000 }).where(eq(products.id, product.id));
    const bag = dataOf(await call<CartResponse>(t.app, 'GET', '/api/cart/get-cart', { token }));
    expect(bag.cart[0]?.price).toBe(200);
    expect(bag.value).toBe(400);
  });

  it('writes prices in rupees and paise as JavaScript numbers, and a line without a picture', async () => {
    const token = await shopper();
    const halves = await createProduct(t.db, { pricePaise: 49_950 });
    const odd = await createProduct(t.db, { pricePaise: 1_999, images: [] });
    await add(token, halves.id, { quantity: 3 });
    const answer = await add(token, odd.id, { quantity: 1 });
    expect(answer.status).toBe(201);
    expect(dataOf(answer).cart).toEqual([
      expect.objectContaining({ productId: halves.id, price: 499.5, quantity: 3 }),
      expect.objectContaining({ productId: odd.id, price: 19.99, quantity: 1, image: '' }),
    ]);
    expect(dataOf(answer).value).toBe(rupeesFromPaise(49_950 * 3 + 1_999));
    const changed = await call<CartResponse>(t.app, 'POST', `/api/cart/quantity/${odd.id}`, {
      token,
      body: { quantity: 5 },
    });
    expect(dataOf(changed).cart.map((line) => [line.productId, line.quantity])).toEqual([
      [halves.id, 3],
      [odd.id, 5],
    ]);
    expect(dataOf(changed).value).toBe(rupeesFromPaise(49_950 * 3 + 1_999 * 5));
    expect(dataOf(await call<CartResponse>(t.app, 'GET', '/api/cart/get-cart', { token }))).toEqual(dataOf(changed));
  });

  it('changes quantity and removes; removing an absent line is a no-op', async () => {
    const token = await shopper();
    const product = await createProduct(t.db);
    await add(token, product.id, { quantity: 1 });
    const changed = await call<CartResponse>(t.app, 'POST', `/api/cart/quantity/${product.id}`, {
      token,
      body: { quantity: 4 },
    });
    expect(changed.status).toBe(200);
    expect(dataOf(changed).cart[0]?.quantity).toBe(4);
    const removed = await call<CartResponse>(t.app, 'POST', `/api/cart/remove/${product.id}`, { token });
    expect(removed.status).toBe(200);
    expect(dataOf(removed)).toEqual({ cart: [], value: 0 });
    const again = await call<CartResponse>(t.app, 'POST', `/api/cart/remove/${product.id}`, { token });
    expect(again.status).toBe(200);
    expect(dataOf(again)).toEqual({ cart: [], value: 0 });
  });

  it('answers an add with the whole bag as a read gives it: earlier lines first, the new line last, priced', async () => {
    const token = await shopper();
    const earlier = await createProduct(t.db, { pricePaise: 30_000 });
    const later = await createProduct(t.db, { pricePaise: 12_500, inventory: 3 });
    await add(token, earlier.id, { quantity: 1 });
    const answer = await add(token, later.id, { quantity: 3 });
    expect(answer.status).toBe(201);
    expect(dataOf(answer).cart).toEqual([
      expect.objectContaining({ productId: earlier.id, quantity: 1, price: 300, inventory: earlier.inventory }),
      expect.objectContaining({ productId: later.id, quantity: 3, price: 125, inventory: 3, size: '' }),
    ]);
    expect(dataOf(answer).value).toBe(675);
    expect(dataOf(await call<CartResponse>(t.app, 'GET', '/api/cart/get-cart', { token }))).toEqual(dataOf(answer));
    // A refused add changes nothing: the bag is as it was.
    expect((await add(token, later.id, { quantity: 1 })).status).toBe(409);
    expect(dataOf(await call<CartResponse>(t.app, 'GET', '/api/cart/get-cart', { token }))).toEqual(dataOf(answer));
  });

  it('answers the rest of the bag, in the order added, after removing a line', async () => {
    const token = await shopper();
    const [first, middle, last] = [await createProduct(t.db), await createProduct(t.db), await createProduct(t.db)];
    for (const product of [first, middle, last]) await add(token, product.id, { quantity: 2 });
    const removed = await call<CartResponse>(t.app, 'POST', `/api/cart/remove/${middle.id}`, { token });
    expect(dataOf(removed).cart.map((line) => line.productId)).toEqual([first.id, last.id]);
    expect(dataOf(removed).value).toBe(1996);
    expect(dataOf(await call<CartResponse>(t.app, 'GET', '/api/cart/get-cart', { token }))).toEqual(dataOf(removed));
  });

  it('shows 0 in stock and the first picture for a line whose product went inactive', async () => {
    const token = await shopper();
    const product = await createProduct(t.db);
    await add(token, product.id, { quantity: 1 });
    await t.db.update(products).set({ status: 'inactive' }).where(eq(products.id, product.id));
    const [line] = dataOf(await call<CartResponse>(t.app, 'GET', '/api/cart/get-cart', { token })).cart;
    expect(line).toMatchObject({ productId: product.id, inventory: 0, image: product.images[0]?.src });
  });

  it('keeps one bag per shopper', async () => {
    const a = await shopper();
    const b = await shopper();
    const product = await createProduct(t.db);
    await add(a, product.id, { quantity: 1 });
    expect(dataOf(await call<CartResponse>(t.app, 'GET', '/api/cart/get-cart', { token: b })).cart).toEqual([]);
  });

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
