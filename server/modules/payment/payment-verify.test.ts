import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '../../../contract/checkout';
import type { Order } from '../../../contract/order';
import { outboxMessages } from '../../db/schema/outbox';
import { paymentCalls } from '../../testing/payments';
import { call, dataOf } from '../../testing/requests';
import { createProduct, inventoryOf, shopperWithBag } from '../../testing/shop';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';

/** An online payment confirmed by the shopper's page: signatures checked, applied once. */
describe.each(TEST_DATABASE_KINDS)('online payment verified (%s)', (kind) => {
  const t = useTestApp(kind, { seed: true });
  const { create, pay, verify, bagOf, orderRow } = paymentCalls(t);

  it('reserves stock and keeps the bag until the payment is verified', async () => {
    const product = await createProduct(t.db, { pricePaise: 69_900, inventory: 3 });
    const { token, user } = await shopperWithBag(t.app, [{ productId: product.id, quantity: 2 }]);
    const res = await create(token);
    expect(res.status).toBe(201);
    const created = dataOf(res);
    expect(created).toEqual({
      orderId: expect.stringMatching(/^order_/),
      amount: 139_800,
      currency: 'INR',
      key: t.integrations.payments.publicKey,
      shopOrderId: expect.stringMatching(/^[0-9a-f]{24}$/),
      checkoutScriptUrl: t.integrations.payments.checkoutScriptUrl,
    });
    expect(await inventoryOf(t.db, product.id)).toBe(1);
    expect(await bagOf(token)).toHaveLength(1);
    expect((await orderRow(created.shopOrderId))?.status).toBe('Awaiting Payment');
    // Not an order yet as far as the shopper's list goes.
    expect(dataOf(await call<Order[]>(t.app, 'POST', '/api/orders/get-orders', { token }))).toEqual([]);

    const paid = await pay(created.orderId);
    const verified = await verify(token, paid);
    expect(verified.status).toBe(200);
    expect(dataOf(verified).order).toMatchObject({
      _id: created.shopOrderId,
      status: 'Paid',
      paymentMethod: ['Online'],
      razorpayOrderId: created.orderId,
      totalAmount: 1398,
    });
    const row = await orderRow(created.shopOrderId);
    expect(row?.razorpayPaymentId).toBe(paid.razorpay_payment_id);
    expect(row?.paidAt).toBeInstanceOf(Date);
    expect(await bagOf(token)).toEqual([]);
    expect(await inventoryOf(t.db, product.id)).toBe(1);

    // The same verify again (a double click, a retry): the same answer, no second e-mail.
    const again = await verify(token, paid);
    expect(again.status).toBe(200);
    expect(dataOf(again).order.status).toBe('Paid');
    const mails = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, user.email));
    expect(mails).toHaveLength(1);
    expect(dataOf(await call<Order[]>(t.app, 'POST', '/api/orders/get-orders', { token })).map((o) => o._id)).toEqual([
      created.shopOrderId,
    ]);
  });

  it('refuses forged, replayed and foreign signatures and changes nothing', async () => {
    const product = await createProduct(t.db, { inventory: 5 });
    const a = await shopperWithBag(t.app, [{ productId: product.id, quantity: 1 }]);
    const b = await shopperWithBag(t.app, [{ productId: product.id, quantity: 1 }]);
    const first = dataOf(await create(a.token));
    const paid = await pay(first.orderId);

    const forged = await verify(a.token, { ...paid, razorpay_signature: randomBytes(32).toString('hex') });
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ success: false, message: checkoutMessages.verificationFailed });
    expect((await orderRow(first.shopOrderId))?.status).toBe('Awaiting Payment');
    expect(await bagOf(a.token)).toHaveLength(1);

    // Another shopper presenting A's genuine payment.
    expect((await verify(b.token, paid)).status).toBe(400);
    // A's payment signature presented for B's order.
    const second = dataOf(await create(b.token));
    expect((await verify(b.token, { ...paid, razorpay_order_id: second.orderId })).status).toBe(400);
    expect((await orderRow(second.shopOrderId))?.status).toBe('Awaiting Payment');

    expect((await verify(a.token, paid)).status).toBe(200);
    // A second, different payment for an order already paid is refused.
    const other = await pay(first.orderId);
    expect((await verify(a.token, other)).status).toBe(400);
    expect((await orderRow(first.shopOrderId))?.razorpayPaymentId).toBe(paid.razorpay_payment_id);
  });

  it('a verify whose answer was lost answers the same when asked again, with one confirmation', async () => {
    const product = await createProduct(t.db, { inventory: 3 });
    const { token, user } = await shopperWithBag(t.app, [{ productId: product.id, quantity: 1 }]);
    const created = dataOf(await create(token));
    const payment = await pay(created.orderId);
    expect((await verify(token, payment)).status).toBe(200);
    const again = await verify(token, payment);
    expect(again.status).toBe(200);
    expect(dataOf(again).order).toMatchObject({ _id: created.shopOrderId, status: 'Paid', paymentStatus: 'paid' });
    const mails = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, user.email));
    expect(mails.filter((m) => m.channel === 'email')).toHaveLength(1);
    // The order page can ask too: the shopper's own order, Paid.
    const order = dataOf(await call<Order>(t.app, 'POST', `/api/orders/get-order/${created.shopOrderId}`, { token }));
    expect(order.status).toBe('Paid');
  });
});
