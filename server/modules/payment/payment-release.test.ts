import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '../../../contract/checkout';
import type { Order } from '../../../contract/order';
import { PAYMENT_CANCEL_REASONS } from '../../../contract/order-lifecycle/cancel-reasons';
import { orderEvents, orders } from '../../db/schema/orders';
import { paymentCalls } from '../../testing/payments';
import { call, dataOf } from '../../testing/requests';
import { BILLING_ADDRESS, createProduct, inventoryOf, shopperWithBag } from '../../testing/shop';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';
import { PAID_WITHOUT_STOCK } from './mark-paid';
import { releaseAbandonedPayments } from './release-payments';

/** The stock an online payment holds: released when it fails, is dismissed, abandoned or refused. */
describe.each(TEST_DATABASE_KINDS)('online payment released (%s)', (kind) => {
  const t = useTestApp(kind, { seed: true });
  const { create, pay, verify, bagOf, orderRow } = paymentCalls(t);

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

  it('holds stock for one pending payment per shopper, even when create is sent twice at once', async () => {
    const product = await createProduct(t.db, { inventory: 4 });
    const { token } = await shopperWithBag(t.app, [{ productId: product.id, quantity: 2 }]);
    const results = await Promise.all([create(token), create(token)]);
    // The later attempt releases the earlier one's hold; the earlier is told it was closed
    // (it may also open its payment, when its gateway answer came before the release).
    const statuses = results.map((r) => r.status);
    expect(statuses).toContain(201);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    for (const closed of results.filter((r) => r.status === 409))
      expect(closed.body.message).toBe(checkoutMessages.paymentAttemptClosed);
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
});
