import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rupeesFromPaise } from '../../../contract/money';
import type { CartResponse } from '../../../contract/order';
import { products } from '../../db/schema/catalogue';
import { useCartTest } from '../../testing/cart';
import { call, dataOf } from '../../testing/requests';
import { createProduct } from '../../testing/shop';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';

describe.each(TEST_DATABASE_KINDS)('the bag: what it answers (%s)', (kind) => {
  const { t, shopper, add } = useCartTest(kind);

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
});
