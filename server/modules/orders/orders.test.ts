import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminAuthResponse } from '../../../contract/auth';
import { cartMessages } from '../../../contract/cart';
import type { CartResponse, Order } from '../../../contract/order';
import { products } from '../../db/schema/catalogue';
import { orders } from '../../db/schema/orders';
import { outboxMessages } from '../../db/schema/outbox';
import { createAdmin, loginAdmin } from '../../testing/accounts';
import { call, dataOf } from '../../testing/requests';
import { BILLING_ADDRESS, createProduct, inventoryOf, shopperWithBag } from '../../testing/shop';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';

describe.each(TEST_DATABASE_KINDS)('orders (%s)', (kind) => {
  const t = useTestApp(kind, { seed: true });
  const placeCod = (token: string, body: unknown = BILLING_ADDRESS) =>
    call<{ order: Order }>(t.app, 'POST', '/api/orders/create-cod', { token, body });

  it('places a COD order: stock taken at database prices, bag emptied, confirmation queued', async () => {
    const a = await createProduct(t.db, { pricePaise: 25_000, inventory: 5 });
    const b = await createProduct(t.db, { pricePaise: 12_550, inventory: 3 });
    const { token, user } = await shopperWithBag(t.app, [
      { productId: a.id, quantity: 2 },
      { productId: b.id, quantity: 1 },
    ]);
    const res = await placeCod(token, { ...BILLING_ADDRESS, deliveryPhone: '9123456780', price: 1, totalAmount: 1 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Order placed successfully' });
    const { order } = dataOf(res);
    expect(order).toMatchObject({
      status: 'Placed',
      totalAmount: 625.5,
      paymentMethod: ['COD'],
      tracking: 'NA',
      user: user._id,
      invoice: `/api/orders/invoice/${order._id}`,
      razorpayOrderId: null,
      address: [{ ...BILLING_ADDRESS, phone: '9123456780' }],
    });
    expect(order.cart.map((line) => [line.productId, line.quantity, line.price, line.cartValue])).toEqual([
      [a.id, 2, 250, 500],
      [b.id, 1, 125.5, 125.5],
    ]);
    expect(await inventoryOf(t.db, a.id)).toBe(3);
    expect(await inventoryOf(t.db, b.id)).toBe(2);
    expect(dataOf(await call<CartResponse>(t.app, 'GET', '/api/cart/get-cart', { token })).cart).toEqual([]);
    const mail = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, user.email));
    expect(mail.map((m) => m.subject)).toEqual([expect.stringContaining('is confirmed')]);
    const sms = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, '9123456780'), eq(outboxMessages.channel, 'sms')));
    expect(sms).toHaveLength(1);
  });

  it('refuses an empty bag, bad input and stock gone since adding', async () => {
    const { token } = await shopperWithBag(t.app);
    expect((await placeCod(token)).body).toMatchObject({ message: cartMessages.emptyCart });
    const product = await createProduct(t.db, { inventory: 2, title: 'Jute tote' });
    const other = await createProduct(t.db, { inventory: 5 });
    const shopper = await shopperWithBag(t.app, [
      { productId: other.id, quantity: 1 },
      { productId: product.id, quantity: 2 },
    ]);
    expect((await placeCod(shopper.token, { ...BILLING_ADDRESS, deliveryPhone: '123' })).status).toBe(400);
    expect((await placeCod(shopper.token, { ...BILLING_ADDRESS, state: '' })).status).toBe(400);
    await t.db.update(products).set({ inventory: 1 }).where(eq(products.id, product.id));
    const res = await placeCod(shopper.token);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: 'Only 1 left of Jute tote' });
    // All or nothing: the other line's stock is untouched and the bag is kept.
    expect(await inventoryOf(t.db, other.id)).toBe(5);
    expect(
      dataOf(await call<CartResponse>(t.app, 'GET', '/api/cart/get-cart', { token: shopper.token })).cart,
    ).toHaveLength(2);
  });

  it('sells the last unit once under concurrent checkouts', async () => {
    for (let round = 0; round < 3; round++) {
      const product = await createProduct(t.db, { inventory: 1 });
      const first = await shopperWithBag(t.app, [{ productId: product.id, quantity: 1 }]);
      const second = await shopperWithBag(t.app, [{ productId: product.id, quantity: 1 }]);
      const results = await Promise.all([placeCod(first.token), placeCod(second.token)]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.status === 409)?.body).toMatchObject({
        message: `${product.title} is out of stock`,
      });
      expect(await inventoryOf(t.db, product.id)).toBe(0);
    }
  });

  it('orders one bag once when checkout is sent twice at the same moment', async () => {
    const product = await createProduct(t.db, { inventory: 5 });
    const { token } = await shopperWithBag(t.app, [{ productId: product.id, quantity: 2 }]);
    const results = await Promise.all([placeCod(token), placeCod(token)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)?.body).toMatchObject({ message: cartMessages.emptyCart });
    expect(await inventoryOf(t.db, product.id)).toBe(3);
  });

  it('lists, reads and cancels only the shopper own orders', async () => {
    const product = await createProduct(t.db, { inventory: 4 });
    const a = await shopperWithBag(t.app, [{ productId: product.id, quantity: 2 }]);
    const b = await shopperWithBag(t.app);
    const { order } = dataOf(await placeCod(a.token));
    expect(await inventoryOf(t.db, product.id)).toBe(2);

    const list = dataOf(await call<Order[]>(t.app, 'POST', '/api/orders/get-orders', { token: a.token }));
    expect(list.map((o) => o._id)).toEqual([order._id]);
    expect(dataOf(await call<Order[]>(t.app, 'POST', '/api/orders/get-orders', { token: b.token }))).toEqual([]);
    expect(dataOf(await call<Order>(t.app, 'POST', `/api/orders/get-order/${order._id}`, { token: a.token }))._id).toBe(
      order._id,
    );
    for (const path of [`/api/orders/get-order/${order._id}`, `/api/orders/cancel/${order._id}`]) {
      expect((await call(t.app, 'POST', path, { token: b.token })).status, path).toBe(404);
    }
    expect(
      (await call(t.app, 'POST', '/api/orders/get-order/000000000000000000000000', { token: a.token })).status,
    ).toBe(404);
    expect(await inventoryOf(t.db, product.id)).toBe(2);

    const cancelled = await call<Order>(t.app, 'POST', `/api/orders/cancel/${order._id}`, { token: a.token });
    expect(cancelled.status).toBe(200);
    expect(dataOf(cancelled).status).toBe('Canceled');
    expect(await inventoryOf(t.db, product.id)).toBe(4);
    // Twice is refused and returns nothing twice.
    const again = await call(t.app, 'POST', `/api/orders/cancel/${order._id}`, { token: a.token });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'This order can no longer be cancelled' });
    expect(await inventoryOf(t.db, product.id)).toBe(4);
    const mail = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, a.user.email));
    expect(mail.map((m) => m.subject)).toContainEqual(expect.stringContaining('has been cancelled'));
  });

  it('refuses to cancel a shipped or delivered order', async () => {
    const product = await createProduct(t.db);
    for (const status of ['Shipped', 'Out for Delivery', 'Delivered'] as const) {
      const a = await shopperWithBag(t.app, [{ productId: product.id, quantity: 1 }]);
      const { order } = dataOf(await placeCod(a.token));
      await t.db.update(orders).set({ status }).where(eq(orders.id, order._id));
      expect((await call(t.app, 'POST', `/api/orders/cancel/${order._id}`, { token: a.token })).status, status).toBe(
        409,
      );
    }
    const processing = await shopperWithBag(t.app, [{ productId: product.id, quantity: 1 }]);
    const { order } = dataOf(await placeCod(processing.token));
    await t.db.update(orders).set({ status: 'Processing' }).where(eq(orders.id, order._id));
    expect((await call(t.app, 'POST', `/api/orders/cancel/${order._id}`, { token: processing.token })).status).toBe(
      200,
    );
  });

  it('serves the invoice PDF to its owner and to an admin only', async () => {
    const product = await createProduct(t.db);
    const a = await shopperWithBag(t.app, [{ productId: product.id, quantity: 1 }]);
    const b = await shopperWithBag(t.app);
    const { order } = dataOf(await placeCod(a.token));
    const get = (token?: string) =>
      t.app.request(order.invoice, { headers: token ? { authorization: `Bearer ${token}` } : {} });

    const own = await get(a.token);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('content-disposition')).toBe(`attachment; filename="invoice-${order._id.slice(-8)}.pdf"`);
    expect(
      Buffer.from(await own.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');

    const admin = await createAdmin(t.db);
    const { AdminAccessToken } = (await loginAdmin(t.app, admin.email)) as AdminAuthResponse;
    const byAdmin = await get(AdminAccessToken);
    expect(byAdmin.status).toBe(200);
    expect(
      Buffer.from(await byAdmin.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');

    expect((await get(b.token)).status).toBe(404);
    expect((await get()).status).toBe(401);
    const unknown = await t.app.request('/api/orders/invoice/nope', {
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(unknown.status).toBe(404);
  });
});
