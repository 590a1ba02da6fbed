import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../contract/order';
import { orders } from '../../db/schema/orders';
import { outboxMessages } from '../../db/schema/outbox';
import { refunds } from '../../db/schema/payments';
import { call, dataOf } from '../../testing/requests';
import { createProduct, inventoryOf, payOnline, shopperWithBag } from '../../testing/shop';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';

describe.each(TEST_DATABASE_KINDS)('order lifecycle (%s)', (kind) => {
  const t = useTestApp(kind, { seed: true });

  it('a shopper cancelling a paid online order gets the stock back once and a full refund', async () => {
    const product = await createProduct(t.db, { inventory: 4, pricePaise: 99_900 });
    const shopper = await shopperWithBag(t.app, [{ productId: product.id, quantity: 2 }]);
    const { orderId } = await payOnline(t.app, shopper.token);
    expect(await inventoryOf(t.db, product.id)).toBe(2);

    const res = await call<Order>(t.app, 'POST', `/api/orders/cancel/${orderId}`, { token: shopper.token });
    expect(res.status).toBe(200);
    expect(dataOf(res)).toMatchObject({
      status: 'Canceled',
      paymentStatus: 'refunded',
      refundedAmount: 1998,
      cancelReason: 'customer_cancelled',
    });
    expect(await inventoryOf(t.db, product.id)).toBe(4);
    const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(rows).toEqual([
      expect.objectContaining({
        amountPaise: 199_800,
        method: 'gateway',
        status: 'succeeded',
        gatewayRefundId: expect.stringMatching(/^rfnd_/),
      }),
    ]);
    // A second cancel changes nothing: no second refund, no stock.
    expect((await call(t.app, 'POST', `/api/orders/cancel/${orderId}`, { token: shopper.token })).status).toBe(409);
    expect(await inventoryOf(t.db, product.id)).toBe(4);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1);
    const subjects = (await t.db.select().from(outboxMessages).where(eq(outboxMessages.orderId, orderId)))
      .filter((m) => m.channel === 'email')
      .map((m) => m.subject);
    expect(subjects).toEqual([
      expect.stringContaining('is confirmed'),
      expect.stringContaining('cancelled'),
      expect.stringContaining('refund'),
    ]);
    // The shopper's page shows what happened, not staff's internal entries.
    const order = dataOf(
      await call<Order>(t.app, 'POST', `/api/orders/get-order/${orderId}`, { token: shopper.token }),
    );
    expect(order.timeline?.map((e) => e.summary)).toEqual([
      'Order placed, awaiting online payment',
      'Payment received',
      'Order cancelled',
      'Refund of Rs.1,998.00 started (Original payment method)',
      'Refund of Rs.1,998.00 completed (Original payment method)',
    ]);
    expect(order.timeline?.every((e) => e.actorName === undefined)).toBe(true);
  });

  it('another shopper cannot cancel the order (404), and a shipped order cannot be cancelled (409)', async () => {
    const product = await createProduct(t.db, { inventory: 3 });
    const owner = await shopperWithBag(t.app, [{ productId: product.id, quantity: 1 }]);
    const { orderId } = await payOnline(t.app, owner.token);
    const stranger = await shopperWithBag(t.app);
    expect((await call(t.app, 'POST', `/api/orders/cancel/${orderId}`, { token: stranger.token })).status).toBe(404);
    await t.db.update(orders).set({ status: 'Shipped', fulfillmentStatus: 'shipped' }).where(eq(orders.id, orderId));
    const shipped = await call(t.app, 'POST', `/api/orders/cancel/${orderId}`, { token: owner.token });
    expect(shipped.status).toBe(409);
    expect(shipped.body.message).toBe('This order can no longer be cancelled');
    expect(await inventoryOf(t.db, product.id)).toBe(2);
  });

  it('the database holds the status columns to their lists', async () => {
    const product = await createProduct(t.db, { inventory: 3 });
    const owner = await shopperWithBag(t.app, [{ productId: product.id, quantity: 1 }]);
    const { orderId } = await payOnline(t.app, owner.token);
    const attempts = [
      sql`update orders set status = 'Lost' where id = ${orderId}`,
      sql`update orders set payment_status = 'free' where id = ${orderId}`,
      sql`update orders set fulfillment_status = 'teleported' where id = ${orderId}`,
      sql`update orders set refunded_paise = total_paise + 1 where id = ${orderId}`,
    ];
    for (const statement of attempts) await expect(t.db.execute(statement)).rejects.toThrow();
  });
});
