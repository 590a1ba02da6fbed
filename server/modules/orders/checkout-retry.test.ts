import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartMessages } from '../../../contract/cart';
import type { PaymentOrderResponse } from '../../../contract/checkout';
import { IDEMPOTENCY_HEADER } from '../../../contract/constants';
import type { CartResponse, Order } from '../../../contract/order';
import { orders } from '../../db/schema/orders';
import { outboxMessages } from '../../db/schema/outbox';
import { REPLAYED_HEADER } from '../../http/idempotency';
import { call, dataOf } from '../../testing/requests';
import { BILLING_ADDRESS, createProduct, inventoryOf, shopperWithBag } from '../../testing/shop';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';

/** A checkout whose answer was lost is retried with the same key (docs/decisions/194). */
describe.each(TEST_DATABASE_KINDS)('checkout retried with its Idempotency-Key (%s)', (kind) => {
  const t = useTestApp(kind, { seed: true });
  const placeCod = (token: string, key?: string, body: unknown = BILLING_ADDRESS) =>
    call<{ order: Order }>(t.app, 'POST', '/api/orders/create-cod', {
      token,
      body,
      headers: key ? { [IDEMPOTENCY_HEADER]: key } : {},
    });
  const createPayment = (token: string, key: string) =>
    call<PaymentOrderResponse>(t.app, 'POST', '/api/payment/create', {
      token,
      body: BILLING_ADDRESS,
      headers: { [IDEMPOTENCY_HEADER]: key },
    });
  const ordersOf = async (userId: string) => t.db.select().from(orders).where(eq(orders.userId, userId));
  const bagOf = async (token: string) =>
    dataOf(await call<CartResponse>(t.app, 'GET', '/api/cart/get-cart', { token })).cart;

  it('answers a repeated COD checkout with the order already made: one order, one mail', async () => {
    const product = await createProduct(t.db, { pricePaise: 30_000, inventory: 4 });
    const { token, user } = await shopperWithBag(t.app, [{ productId: product.id, quantity: 2 }]);
    const first = await placeCod(token, 'checkout-attempt-1');
    expect(first.status).toBe(201);
    const again = await placeCod(token, 'checkout-attempt-1');
    expect(again.status).toBe(201);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(again.body).toMatchObject({ success: true, message: 'Order placed successfully' });
    expect(dataOf(again).order._id).toBe(dataOf(first).order._id);
    expect(await ordersOf(user._id)).toHaveLength(1);
    expect(await inventoryOf(t.db, product.id)).toBe(2);
    expect(await bagOf(token)).toEqual([]);
    const mail = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, user.email));
    expect(mail).toHaveLength(1);
  });

  it('replays the order even when the shopper filled the bag again in between', async () => {
    const product = await createProduct(t.db, { inventory: 5 });
    const { token, user } = await shopperWithBag(t.app, [{ productId: product.id, quantity: 1 }]);
    const first = dataOf(await placeCod(token, 'checkout-attempt-2')).order;
    await call(t.app, 'POST', `/api/cart/add-to-cart/${product.id}`, { token, body: { quantity: 1 } });
    expect(dataOf(await placeCod(token, 'checkout-attempt-2')).order._id).toBe(first._id);
    expect(await ordersOf(user._id)).toHaveLength(1);
    expect(await bagOf(token)).toHaveLength(1);
  });

  it('two COD checkouts with the same key at once make one order', async () => {
    const product = await createProduct(t.db, { inventory: 3 });
    const { token, user } = await shopperWithBag(t.app, [{ productId: product.id, quantity: 1 }]);
    const [a, b] = await Promise.all([placeCod(token, 'checkout-attempt-3'), placeCod(token, 'checkout-attempt-3')]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(dataOf(a).order._id).toBe(dataOf(b).order._id);
    expect(await ordersOf(user._id)).toHaveLength(1);
  });

  it('a new key on an empty bag is still refused as an empty bag', async () => {
    const product = await createProduct(t.db, { inventory: 3 });
    const { token } = await shopperWithBag(t.app, [{ productId: product.id, quantity: 1 }]);
    expect((await placeCod(token, 'checkout-attempt-4')).status).toBe(201);
    const other = await placeCod(token, 'checkout-attempt-5');
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ success: false, message: cartMessages.emptyCart });
  });

  it('refuses the same key with another address', async () => {
    const product = await createProduct(t.db, { inventory: 3 });
    const { token } = await shopperWithBag(t.app, [{ productId: product.id, quantity: 1 }]);
    expect((await placeCod(token, 'checkout-attempt-6')).status).toBe(201);
    const moved = await placeCod(token, 'checkout-attempt-6', { ...BILLING_ADDRESS, city: 'Pune' });
    expect(moved.status).toBe(422);
    expect(moved.body).toMatchObject({ success: false, message: cartMessages.idempotencyKeyReused });
  });

  it('refuses a malformed key with 400 naming the header, and places nothing', async () => {
    const product = await createProduct(t.db, { inventory: 3 });
    const { token, user } = await shopperWithBag(t.app, [{ productId: product.id, quantity: 1 }]);
    const res = await placeCod(token, 'short');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errors: { [IDEMPOTENCY_HEADER]: expect.any(String) } });
    expect(await ordersOf(user._id)).toHaveLength(0);
    expect(await bagOf(token)).toHaveLength(1);
  });

  it('answers a repeated payment/create with the payment already opened: one held order', async () => {
    const product = await createProduct(t.db, { inventory: 3 });
    const { token, user } = await shopperWithBag(t.app, [{ productId: product.id, quantity: 1 }]);
    const first = dataOf(await createPayment(token, 'payment-attempt-1'));
    const again = await createPayment(token, 'payment-attempt-1');
    expect(again.status).toBe(201);
    expect(dataOf(again)).toEqual(first);
    const rows = await ordersOf(user._id);
    expect(rows.map((row) => [row.id, row.status, row.razorpayOrderId])).toEqual([
      [first.shopOrderId, 'Awaiting Payment', first.orderId],
    ]);
    expect(await inventoryOf(t.db, product.id)).toBe(2);
  });
});
