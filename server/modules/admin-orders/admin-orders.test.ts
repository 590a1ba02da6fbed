import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderList } from '../../../contract/admin-orders';
import { messages } from '../../../contract/messages';
import type { Order } from '../../../contract/order';
import { lifecycleMessages } from '../../../contract/order-lifecycle/messages';
import { trackingMessages } from '../../../contract/shipments';
import type { OrderStatus } from '../../../contract/statuses';
import { products } from '../../db/schema/catalogue';
import { orders } from '../../db/schema/orders';
import { outboxMessages } from '../../db/schema/outbox';
import { refunds } from '../../db/schema/payments';
import { adminAndCustomer, insertTestOrder, someProducts } from '../../testing/orders';
import { call, dataOf } from '../../testing/requests';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';

describe.each(TEST_DATABASE_KINDS)('admin orders on %s', (kind) => {
  const t = useTestApp(kind, { seed: true });
  let tokens: Awaited<ReturnType<typeof adminAndCustomer>>;
  beforeAll(async () => {
    tokens = await adminAndCustomer(t.app, t.db);
  });
  const asAdmin = (method: string, path: string, body?: unknown) =>
    call(t.app, method, path, { token: tokens.adminToken, body });

  it('refuses every admin order route without a token and with a customer token', async () => {
    const id = await insertTestOrder(t.db);
    const routes = [
      ['GET', '/api/admin/get-orders'],
      ['GET', `/api/admin/get-order/${id}`],
      ['POST', `/api/admin/edit-status/${id}`],
      ['POST', `/api/admin/add-tracking/${id}`],
      ['POST', `/api/admin/orders/${id}/shiprocket`],
      ['GET', `/api/admin/orders/${id}/couriers`],
      ['POST', `/api/admin/orders/${id}/invoice`],
      ['GET', '/api/admin/tracking/ABC123'],
      ['GET', '/api/admin/packing/queue'],
      ['POST', `/api/admin/packing/${id}/packed`],
    ] as const;
    for (const [method, path] of routes) {
      expect((await call(t.app, method, path)).status, `${method} ${path}`).toBe(401);
      expect((await call(t.app, method, path, { token: tokens.customerToken })).status, path).toBe(401);
    }
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(order?.status).toBe('Placed');
  });

  it('pages and filters on the server, newest first, with counts per tab', async () => {
    await t.db.delete(orders);
    const base = Date.now() - 60 * 60_000;
    const plan: [OrderStatus, 'Online' | 'COD'][] = [
      ...Array.from({ length: 12 }, () => ['Placed', 'Online'] as [OrderStatus, 'Online']),
      ['Placed', 'COD'],
      ['Awaiting Payment', 'COD'],
      ['Pending', 'Online'],
      ['Shipped', 'Online'],
      ['Out for Delivery', 'Online'],
      ['Delivered', 'Online'],
      ['Completed', 'Online'],
      ['Canceled', 'Online'],
      ['Return Requested', 'Online'],
      ['Return in Progress', 'Online'],
      ['Paid', 'Online'],
    ];
    for (const [i, [status, paymentMethod]] of plan.entries()) {
      await insertTestOrder(t.db, { status, paymentMethod, createdAt: new Date(base + i * 1000) });
    }
    const first = dataOf(await asAdmin('GET', '/api/admin/get-orders')) as AdminOrderList;
    expect(first).toMatchObject({ total: plan.length, page: 1, pageSize: 10 });
    expect(first.orders).toHaveLength(10);
    const times = first.orders.map((o) => o.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(first.orders[0]?.status).toBe('Paid');
    expect(first.counts).toEqual({
      // Placed is the work tab: placed COD orders and paid online ones (docs/decisions/142).
      placed: 14,
      processing: 0,
      cod: 2,
      pending: 2,
      shipped: 2,
      delivered: 2,
      all: plan.length,
      cancelled: 1,
      'return-requests': 2,
    });

    const third = dataOf(await asAdmin('GET', '/api/admin/get-orders?page=3')) as AdminOrderList;
    expect(third.orders).toHaveLength(plan.length - 20);
    const placed = dataOf(await asAdmin('GET', '/api/admin/get-orders?tab=placed&page=2&pageSize=5')) as AdminOrderList;
    expect(placed).toMatchObject({ total: 14, page: 2, pageSize: 5 });
    expect(placed.orders.map((o) => o.status)).toEqual(Array(5).fill('Placed'));
    const cod = dataOf(await asAdmin('GET', '/api/admin/get-orders?tab=cod')) as AdminOrderList;
    expect(cod.orders.map((o) => o.paymentMethod[0])).toEqual(['COD', 'COD']);
    const returns = dataOf(await asAdmin('GET', '/api/admin/get-orders?tab=return-requests')) as AdminOrderList;
    expect(returns.orders.map((o) => o.status)).toEqual(['Return in Progress', 'Return Requested']);
    const beyond = dataOf(await asAdmin('GET', '/api/admin/get-orders?page=99')) as AdminOrderList;
    expect(beyond.orders).toEqual([]);

    for (const bad of ['tab=nope', 'page=0', 'pageSize=1000', 'page=x']) {
      expect((await asAdmin('GET', `/api/admin/get-orders?${bad}`)).status, bad).toBe(400);
    }
  });

  it('reads one order in the contract shape, or 404 with the id', async () => {
    const id = await insertTestOrder(t.db, { paymentMethod: 'COD' });
    const order = dataOf(await asAdmin('GET', `/api/admin/get-order/${id}`)) as Order;
    expect(order).toMatchObject({ _id: id, status: 'Placed', paymentMethod: ['COD'], tracking: 'NA', user: '' });
    expect(order.cart[0]).toMatchObject({ quantity: 1, returned: false, returnId: null });
    expect(order.address[0]?.city).toBe('Kolkata');
    const missing = await asAdmin('GET', '/api/admin/get-order/000000000000000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('No order found with ID: 000000000000000000000000');
  });

  it('changes status only along the lifecycle, moving stock once per change', async () => {
    const [product] = await someProducts(t.db, 1);
    if (!product) throw new Error('seed has products');
    await t.db.update(products).set({ inventory: 5 }).where(eq(products.id, product.id));
    const id = await insertTestOrder(t.db, { paymentMethod: 'COD', lines: [{ productId: product.id, quantity: 3 }] });
    const stock = async () =>
      (await t.db.select({ n: products.inventory }).from(products).where(eq(products.id, product.id)))[0]?.n;
    const edit = (newStatus: string, extra: object = {}) =>
      asAdmin('POST', `/api/admin/edit-status/${id}`, { newStatus, ...extra });

    const bad = await edit('Lost');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, errors: { newStatus: expect.any(String) } });
    // Placed cannot jump to Delivered: it has not shipped.
    const skip = await edit('Delivered');
    expect(skip.status).toBe(409);
    expect(skip.body.message).toBe(lifecycleMessages.notAllowed('Placed', 'Delivered'));

    const canceled = dataOf(await edit('Canceled')) as Order;
    expect(canceled).toMatchObject({ status: 'Canceled', paymentStatus: 'cod_due', cancelReason: 'staff_cancelled' });
    expect(await stock()).toBe(8);
    // Cancelling twice is refused and returns nothing twice.
    expect((await edit('Canceled')).status).toBe(409);
    expect(await stock()).toBe(8);

    // Restoring a cancelled COD order takes its stock again, all or nothing.
    const placed = dataOf(await edit('Placed')) as Order;
    expect(placed.status).toBe('Placed');
    expect(await stock()).toBe(5);
    await edit('Canceled');
    await t.db.update(products).set({ inventory: 1 }).where(eq(products.id, product.id));
    const refused = await edit('Placed');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(lifecycleMessages.outOfStockToRestore);
    expect(await stock()).toBe(1);
    // Nothing was paid on a cancelled COD order: there is nothing to refund.
    const refund = await edit('Refunded');
    expect(refund.status).toBe(409);
    expect(refund.body.message).toBe(lifecycleMessages.nothingToRefund);
    expect((await edit('Placed')).status).toBe(409);
    expect(
      (await asAdmin('POST', '/api/admin/edit-status/000000000000000000000000', { newStatus: 'Placed' })).status,
    ).toBe(404);
  });

  it('Shipped → Delivered → Cancelled: the last is refused, one mail per change, delivered stock stays out', async () => {
    const [product] = await someProducts(t.db, 1);
    if (!product) throw new Error('seed has products');
    await t.db.update(products).set({ inventory: 5 }).where(eq(products.id, product.id));
    const id = await insertTestOrder(t.db, {
      status: 'Shipped',
      paymentMethod: 'COD',
      lines: [{ productId: product.id, quantity: 2 }],
    });
    const delivered = dataOf(
      await asAdmin('POST', `/api/admin/edit-status/${id}`, { newStatus: 'Delivered' }),
    ) as Order;
    // Cash is collected on delivery, but it is the courier's until remitted (decision 191).
    expect(delivered).toMatchObject({
      status: 'Delivered',
      paymentStatus: 'cod_to_remit',
      fulfillmentStatus: 'delivered',
    });
    expect(delivered.deliveryDate).not.toBeNull();
    const cancel = await asAdmin('POST', `/api/admin/edit-status/${id}`, { newStatus: 'Canceled' });
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe(lifecycleMessages.notAllowed('Delivered', 'Cancelled'));
    const [row] = await t.db.select({ n: products.inventory }).from(products).where(eq(products.id, product.id));
    expect(row?.n).toBe(5);
    const mails = await t.db.select().from(outboxMessages).where(eq(outboxMessages.orderId, id));
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining('delivered')]);
    const order = dataOf(await asAdmin('GET', `/api/admin/get-order/${id}`)) as Order;
    expect(order.timeline?.map((e) => e.summary)).toEqual(['Shipped → Delivered']);
    expect(order.timeline?.[0]?.actorName).toBe(tokens.admin.email);
  });

  it('"notify customer" unticked sends no mail; the change is still recorded', async () => {
    const id = await insertTestOrder(t.db, { status: 'Paid', tracking: 'AWB-NOTIFY' });
    const res = await asAdmin('POST', `/api/admin/edit-status/${id}`, { newStatus: 'Shipped', notifyCustomer: false });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(outboxMessages).where(eq(outboxMessages.orderId, id))).toEqual([]);
    const order = dataOf(await asAdmin('GET', `/api/admin/get-order/${id}`)) as Order;
    expect(order.timeline?.map((e) => e.summary)).toEqual(['Paid → Shipped']);
  });

  it('a whole-order refund of a delivered COD order needs how the money went back', async () => {
    const id = await insertTestOrder(t.db, { status: 'Delivered', paymentMethod: 'COD' });
    const missing = await asAdmin('POST', `/api/admin/edit-status/${id}`, { newStatus: 'Refunded' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(lifecycleMessages.refundRecordRequired);
    const done = dataOf(
      await asAdmin('POST', `/api/admin/edit-status/${id}`, {
        newStatus: 'Refunded',
        refund: { method: 'upi', reference: 'UPI-4411' },
      }),
    ) as Order;
    expect(done).toMatchObject({ status: 'Refunded', paymentStatus: 'refunded', refundedAmount: done.totalAmount });
    const mails = await t.db.select().from(outboxMessages).where(eq(outboxMessages.orderId, id));
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining('refund')]);
    expect((await asAdmin('POST', `/api/admin/edit-status/${id}`, { newStatus: 'Refunded' })).status).toBe(409);
  });

  it('cancelling a paid order whose refund the gateway refuses keeps the truth: cancelled, still paid', async () => {
    // The sandbox does not know this payment id, so the refund is refused (no money moved).
    const id = await insertTestOrder(t.db, { status: 'Paid', razorpayPaymentId: 'pay_unknown000001' });
    const res = await asAdmin('POST', `/api/admin/edit-status/${id}`, { newStatus: 'Canceled' });
    expect(res.status).toBe(200);
    expect(dataOf(res)).toMatchObject({ status: 'Canceled', paymentStatus: 'paid', refundedAmount: 0 });
    const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, id));
    expect(rows.map((r) => r.status)).toEqual(['failed']);
    const order = dataOf(await asAdmin('GET', `/api/admin/get-order/${id}`)) as Order;
    expect(order.timeline?.map((e) => e.summary).at(-1)).toMatch(/^Refund of Rs\.[\d,.]+ failed: /);
    // Staff may try again with Refunded; a failed attempt never blocks a new one.
    expect((await asAdmin('POST', `/api/admin/edit-status/${id}`, { newStatus: 'Refunded' })).status).toBe(200);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, id))).toHaveLength(2);
  });

  it('mails the shopper when an order ships, is delivered or cancelled', async () => {
    const id = await insertTestOrder(t.db, { status: 'Paid', tracking: 'AWB-MAILS' });
    await asAdmin('POST', `/api/admin/edit-status/${id}`, { newStatus: 'Processing' });
    await asAdmin('POST', `/api/admin/edit-status/${id}`, { newStatus: 'Shipped' });
    await asAdmin('POST', `/api/admin/edit-status/${id}`, { newStatus: 'Delivered' });
    const mails = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'asha@example.in'));
    const subjects = mails.map((m) => m.subject ?? '');
    expect(subjects.some((s) => s.includes(id.slice(-8)) && s.includes('delivered'))).toBe(true);
    expect(subjects.some((s) => s.includes(id.slice(-8)) && s.includes('Processing'))).toBe(false);
  });

  it('adds tracking, which ships the order; blank tracking is refused', async () => {
    const id = await insertTestOrder(t.db);
    for (const tracking of ['', '   ', undefined]) {
      const res = await asAdmin('POST', `/api/admin/add-tracking/${id}`, { tracking });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(messages.trackingRequired);
    }
    const order = dataOf(
      await asAdmin('POST', `/api/admin/add-tracking/${id}`, { tracking: ' AWB123 ', courierName: 'DTDC' }),
    ) as Order;
    expect(order).toMatchObject({ tracking: 'AWB123', status: 'Shipped' });
  });

  it('marks an order Shipped by hand only when it has a tracking number (decision 192)', async () => {
    const id = await insertTestOrder(t.db, { status: 'Paid' });
    const res = await asAdmin('POST', `/api/admin/edit-status/${id}`, { newStatus: 'Shipped' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(trackingMessages.shippedNeedsTracking);
    expect((await t.db.select().from(orders).where(eq(orders.id, id)))[0]?.status).toBe('Paid');
    expect(await t.db.select().from(outboxMessages).where(eq(outboxMessages.orderId, id))).toEqual([]);
  });
});
