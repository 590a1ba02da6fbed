import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutMessages, type PaymentOrderResponse } from '../../../contract/checkout';
import type { CartResponse, Order } from '../../../contract/order';
import { PAYMENT_CANCEL_REASONS } from '../../../contract/order-lifecycle';
import { orderEvents, orders, outboxMessages } from '../../db/schema';
import { createInProcessFetch } from '../../integrations/in-process-fetch';
import { RAZORPAY_SANDBOX_PATH } from '../../integrations/razorpay/sandbox/sandbox-routes';
import { settleWebhooks } from '../../integrations/razorpay/sandbox/sandbox-state';
import { hmacSha256Hex } from '../../integrations/razorpay/signatures';
import { call, dataOf } from '../../testing/requests';
import { BILLING_ADDRESS, createProduct, inventoryOf, shopperWithBag } from '../../testing/shop';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';
import { PAID_WITHOUT_STOCK } from './mark-paid';
import { releaseAbandonedPayments } from './release-payments';

type Paid = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };

describe.each(TEST_DATABASE_KINDS)('online payment (%s)', (kind) => {
  const t = useTestApp(kind, { seed: true });

  const create = (token: string) =>
    call<PaymentOrderResponse>(t.app, 'POST', '/api/payment/create', { token, body: BILLING_ADDRESS });
  /** What the sandbox Checkout window's Pay button answers. */
  const pay = async (razorpayOrderId: string): Promise<Paid> => {
    const res = await t.app.request(`${RAZORPAY_SANDBOX_PATH}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order_id: razorpayOrderId }),
    });
    return (await res.json()) as Paid;
  };
  const verify = (token: string, paid: Paid) =>
    call<{ order: Order }>(t.app, 'POST', '/api/payment/verify', {
      token,
      body: {
        orderId: paid.razorpay_order_id,
        paymentId: paid.razorpay_payment_id,
        signature: paid.razorpay_signature,
      },
    });
  const bagOf = async (token: string) =>
    dataOf(await call<CartResponse>(t.app, 'GET', '/api/cart/get-cart', { token })).cart;
  const orderRow = async (shopOrderId: string) =>
    (await t.db.select().from(orders).where(eq(orders.id, shopOrderId)))[0];
  const sendWebhook = (body: string, signature: string, eventId = `evt_${randomBytes(6).toString('hex')}`) =>
    call<{ received: boolean; duplicate: boolean }>(t.app, 'POST', '/api/payment/webhook', {
      rawBody: body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': eventId,
      },
    });

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

  it('releases the stock and keeps the bag when the payment fails or is abandoned', async () => {
    const product = await createProduct(t.db, { inventory: 2 });
    const { token } = await shopperWithBag(t.app, [{ productId: product.id, quantity: 2 }]);
    const created = dataOf(await create(token));
    expect(await inventoryOf(t.db, product.id)).toBe(0);
    const cancelled = await call<Order>(t.app, 'POST', '/api/payment/cancel', {
      token,
      body: { orderId: created.orderId, reason: 'payment_failed' },
    });
    expect(cancelled.status).toBe(200);
    expect(dataOf(cancelled)).toMatchObject({
      status: 'Canceled',
      cancelReason: 'payment_failed',
      paymentStatus: 'voided',
    });
    expect(await inventoryOf(t.db, product.id)).toBe(2);
    expect(await bagOf(token)).toHaveLength(1);
    // Cancelling again returns nothing twice.
    expect(
      (
        await call(t.app, 'POST', '/api/payment/cancel', {
          token,
          body: { orderId: created.orderId, reason: 'payment_dismissed' },
        })
      ).status,
    ).toBe(200);
    expect(await inventoryOf(t.db, product.id)).toBe(2);
    expect(dataOf(await call<Order[]>(t.app, 'POST', '/api/orders/get-orders', { token }))).toEqual([]);

    // A new attempt releases the previous pending one: one hold per shopper.
    const retry = dataOf(await create(token));
    const latest = dataOf(await create(token));
    expect((await orderRow(retry.shopOrderId))?.status).toBe('Canceled');
    expect(await inventoryOf(t.db, product.id)).toBe(0);

    // Abandoned: the sweep gives the stock back after 30 minutes, not before.
    expect(await releaseAbandonedPayments(t.db, new Date())).toBe(0);
    expect(await releaseAbandonedPayments(t.db, new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await orderRow(latest.shopOrderId)).toMatchObject({
      status: 'Canceled',
      cancelReason: 'payment_abandoned',
      paymentStatus: 'voided',
    });
    expect(await inventoryOf(t.db, product.id)).toBe(2);
    expect(await bagOf(token)).toHaveLength(1);

    // The payment captured after all: the order is taken back with its stock.
    const late = await verify(token, await pay(latest.orderId));
    expect(late.status).toBe(200);
    expect(dataOf(late).order).toMatchObject({ status: 'Paid', paymentStatus: 'paid', cancelReason: null });
    expect(await inventoryOf(t.db, product.id)).toBe(0);
  });

  it('a dismissed payment window frees the stock at once, and the same shopper pays by COD', async () => {
    const product = await createProduct(t.db, { inventory: 1 });
    const a = await shopperWithBag(t.app, [{ productId: product.id, quantity: 1 }]);
    const created = dataOf(await create(a.token));
    expect(await inventoryOf(t.db, product.id)).toBe(0);
    // The reasons the checkout page sends are the contract's: the server accepts each of them.
    for (const reason of PAYMENT_CANCEL_REASONS) {
      const res = await call(t.app, 'POST', '/api/payment/cancel', {
        token: a.token,
        body: { orderId: created.orderId, reason, detail: 'closed' },
      });
      expect(res.status, reason).toBe(200);
    }
    const old = await call(t.app, 'POST', '/api/payment/cancel', {
      token: a.token,
      body: { orderId: created.orderId, reason: 'dismissed' },
    });
    expect(old.status).toBe(400);
    expect(old.body).toMatchObject({ errors: { reason: expect.stringContaining('payment_dismissed') } });
    // Every other shopper can buy it again at once, not after 30 minutes...
    expect(await inventoryOf(t.db, product.id)).toBe(1);
    // ...and so can this one, by cash on delivery, from the bag that was kept.
    const cod = await call<{ order: Order }>(t.app, 'POST', '/api/orders/create-cod', {
      token: a.token,
      body: BILLING_ADDRESS,
    });
    expect(cod.status).toBe(201);
    expect(dataOf(cod).order).toMatchObject({ status: 'Placed', paymentStatus: 'cod_due' });
    expect(await inventoryOf(t.db, product.id)).toBe(0);
  });

  it('COD right after an open payment window releases that hold first', async () => {
    const product = await createProduct(t.db, { inventory: 1 });
    const a = await shopperWithBag(t.app, [{ productId: product.id, quantity: 1 }]);
    const created = dataOf(await create(a.token));
    // The cancel call never arrived (the tab was closed): COD still gets the shopper's own unit.
    const cod = await call(t.app, 'POST', '/api/orders/create-cod', { token: a.token, body: BILLING_ADDRESS });
    expect(cod.status).toBe(201);
    expect(await orderRow(created.shopOrderId)).toMatchObject({ status: 'Canceled', paymentStatus: 'voided' });
    expect(await inventoryOf(t.db, product.id)).toBe(0);
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

  it('holds stock for one pending payment per shopper, even when create is sent twice at once', async () => {
    const product = await createProduct(t.db, { inventory: 4 });
    const { token } = await shopperWithBag(t.app, [{ productId: product.id, quantity: 2 }]);
    const results = await Promise.all([create(token), create(token)]);
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    expect(await inventoryOf(t.db, product.id)).toBe(2);
  });

  it('flags a payment captured after release when the stock is gone', async () => {
    const product = await createProduct(t.db, { inventory: 1 });
    const a = await shopperWithBag(t.app, [{ productId: product.id, quantity: 1 }]);
    const b = await shopperWithBag(t.app, [{ productId: product.id, quantity: 1 }]);
    const created = dataOf(await create(a.token));
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(orders.id, created.shopOrderId));
    // The release job gives A's abandoned hold back, and B buys the unit.
    expect(await releaseAbandonedPayments(t.db, new Date())).toBe(1);
    expect(
      (await call(t.app, 'POST', '/api/orders/create-cod', { token: b.token, body: BILLING_ADDRESS })).status,
    ).toBe(201);
    const late = await verify(a.token, await pay(created.orderId));
    expect(dataOf(late).order).toMatchObject({ status: 'Paid', paymentStatus: 'paid' });
    expect(await inventoryOf(t.db, product.id)).toBe(0);
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, created.shopOrderId));
    expect(events.map((e) => e.summary)).toContain(PAID_WITHOUT_STOCK);
  });

  it('answers 502 and releases the stock when the gateway refuses the order', async () => {
    const product = await createProduct(t.db, { pricePaise: 50, inventory: 2 });
    const { token, user } = await shopperWithBag(t.app, [{ productId: product.id, quantity: 1 }]);
    const res = await create(token);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ success: false, message: checkoutMessages.paymentInitiationFailed });
    expect(await inventoryOf(t.db, product.id)).toBe(2);
    expect(await bagOf(token)).toHaveLength(1);
    const [row] = await t.db.select().from(orders).where(eq(orders.userId, user._id));
    expect(row).toMatchObject({ status: 'Canceled', cancelReason: 'payment_not_started', paymentStatus: 'voided' });
  });

  it('marks the order paid from a signed webhook, once, and refuses a bad signature', async () => {
    const sandbox = t.integrations.razorpaySandbox;
    if (!sandbox) throw new Error('the tests run on the sandbox');
    const product = await createProduct(t.db, { inventory: 3 });
    const { token } = await shopperWithBag(t.app, [{ productId: product.id, quantity: 1 }]);
    const created = dataOf(await create(token));

    // The shopper pays and closes the page: only the webhook tells us.
    sandbox.webhook = { url: 'http://127.0.0.1:9/api/payment/webhook', fetch: createInProcessFetch(t.app) };
    try {
      await pay(created.orderId);
      await settleWebhooks(sandbox);
    } finally {
      sandbox.webhook = null;
    }
    expect((await orderRow(created.shopOrderId))?.status).toBe('Paid');
    expect(await bagOf(token)).toEqual([]);

    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_dup0000000001', order_id: created.orderId } } },
    });
    const signature = hmacSha256Hex(sandbox.webhookSecret, body);
    expect((await sendWebhook(body, 'f'.repeat(64))).status).toBe(400);
    expect((await sendWebhook(`${body} `, signature)).status).toBe(400);
    const first = await sendWebhook(body, signature, 'evt_duplicate01');
    expect(dataOf(first)).toEqual({ received: true, duplicate: false });
    const second = await sendWebhook(body, signature, 'evt_duplicate01');
    expect(dataOf(second)).toEqual({ received: true, duplicate: true });
    // A different payment id for an order already paid changes nothing.
    expect((await orderRow(created.shopOrderId))?.razorpayPaymentId).not.toBe('pay_dup0000000001');
  });
});
