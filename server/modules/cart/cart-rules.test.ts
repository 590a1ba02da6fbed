import { describe, expect, it } from 'vitest';
import { cartMessages } from '../../../contract/cart';
import { messages } from '../../../contract/messages';
import { useCartTest } from '../../testing/cart';
import { call, dataOf } from '../../testing/requests';
import { createProduct } from '../../testing/shop';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';

describe.each(TEST_DATABASE_KINDS)('the bag: what may go in it (%s)', (kind) => {
  const { t, shopper, add } = useCartTest(kind);

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
});
