import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminReturn, AdminReturnList } from '../../../contract/returns';
import { returnMessages } from '../../../contract/returns';
import type { Db } from '../../db/client';
import { orderItems, orders, outboxMessages, returns } from '../../db/schema';
import { RAZORPAY_SANDBOX_PATH } from '../../integrations/razorpay/sandbox/sandbox-routes';
import { newObjectId } from '../../lib/object-id';
import { call, dataOf } from '../../testing/requests';
import { createProduct } from '../../testing/shop';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';
import { adminAndCustomer, insertTestOrder, TEST_ADDRESS } from '../admin-orders/test-orders';

type Made = { returnId: string; orderId: string; productId: string };

/** A delivered order with one line and a Requested return of it, written straight to the database. */
async function returnOf(
  db: Db,
  input: { title?: string; fullName?: string; status?: string; paymentMethod?: 'Online' | 'COD'; at?: Date } = {},
): Promise<Made> {
  const product = await createProduct(db, { pricePaise: 59_900, ...(input.title ? { title: input.title } : {}) });
  const orderId = await insertTestOrder(db, {
    status: 'Return Requested',
    paymentMethod: input.paymentMethod ?? 'COD',
    lines: [{ productId: product.id, quantity: 2 }],
    address: [{ ...TEST_ADDRESS, fullName: input.fullName ?? TEST_ADDRESS.fullName }],
  });
  await db
    .update(orders)
    .set({ deliveryDate: new Date(), returnStatus: 'Return Requested' })
    .where(eq(orders.id, orderId));
  const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  if (!item) throw new Error('no line');
  const returnId = newObjectId(input.at);
  await db.insert(returns).values({
    id: returnId,
    orderId,
    orderItemId: item.id,
    productId: product.id,
    status: input.status ?? 'Requested',
    reason: 'Damaged',
    description: 'Torn',
    requestedAt: input.at ?? new Date(),
  });
  await db.update(orderItems).set({ returned: true, returnId }).where(eq(orderItems.id, item.id));
  return { returnId, orderId, productId: product.id };
}

describe.each(TEST_DATABASE_KINDS)('admin returns (%s)', (kind) => {
  const t = useTestApp(kind, { seed: true });
  const tokens = async () => adminAndCustomer(t.app, t.db);
  const list = (token: string, query = '') =>
    call<AdminReturnList>(t.app, 'GET', `/api/admin/returns${query}`, { token });

  it('refuses a customer token and no token on every endpoint', async () => {
    const { customerToken } = await tokens();
    const made = await returnOf(t.db);
    const endpoints: [string, string][] = [
      ['GET', '/api/admin/returns'],
      ['GET', `/api/admin/returns/${made.returnId}`],
      ['POST', `/api/admin/returns/${made.returnId}/update-status`],
      ['POST', `/api/admin/returns/${made.returnId}/pickup-request`],
      ['POST', `/api/admin/returns/${made.returnId}/process-refund`],
    ];
    for (const [method, path] of endpoints) {
      expect((await call(t.app, method, path, { token: customerToken })).status).toBe(401);
      expect((await call(t.app, method, path)).status).toBe(401);
    }
    const [row] = await t.db.select().from(returns).where(eq(returns.id, made.returnId));
    expect(row?.status).toBe('Requested');
  });

  it('lists newest first with status filters, search and paging, populated', async () => {
    const { adminToken } = await tokens();
    const tag = newObjectId().slice(-6);
    const base = Date.now() - 60_000;
    const older = await returnOf(t.db, { title: `Zari Basket ${tag}`, fullName: 'Meera Iyer', at: new Date(base) });
    const newer = await returnOf(t.db, { title: `Kora Bowl ${tag}`, status: 'Approved', at: new Date(base + 1000) });

    const byTag = dataOf(await list(adminToken, `?search=${tag}`));
    expect(byTag.total).toBe(2);
    expect(byTag.returns.map((r) => r._id)).toEqual([newer.returnId, older.returnId]);
    const first = byTag.returns[1] as AdminReturn;
    expect(first.orderId).toMatchObject({ _id: older.orderId, status: 'Return Requested', paymentMethod: ['COD'] });
    expect(first.orderId.address[0]?.fullName).toBe('Meera Iyer');
    expect(first.productId).toMatchObject({ _id: older.productId, title: `Zari Basket ${tag}`, numericPrice: 599 });
    expect(first.productId.image[0]?.src).toBeTruthy();
    expect(first.refundAmount).toBe(599);

    expect(dataOf(await list(adminToken, `?search=${tag}&status=approved`)).returns.map((r) => r._id)).toEqual([
      newer.returnId,
    ]);
    expect(dataOf(await list(adminToken, `?search=${tag}&status=requested`)).total).toBe(1);
    expect(dataOf(await list(adminToken, '?search=meera iyer')).returns.map((r) => r._id)).toContain(older.returnId);
    expect(dataOf(await list(adminToken, `?search=${older.orderId.slice(-6).toUpperCase()}`)).returns[0]?._id).toBe(
      older.returnId,
    );
    expect(dataOf(await list(adminToken, `?search=${newer.returnId}`)).total).toBe(1);
    expect(dataOf(await list(adminToken, '?search=%25%25nothing')).total).toBe(0);

    const paged = dataOf(await list(adminToken, `?search=${tag}&page=2&pageSize=1`));
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.returns.map((r) => r._id)).toEqual([older.returnId]);
    expect((await list(adminToken, '?status=bogus')).status).toBe(400);
  });

  it('shows one return, 404 for an unknown one', async () => {
    const { adminToken } = await tokens();
    const made = await returnOf(t.db);
    const res = await call<AdminReturn>(t.app, 'GET', `/api/admin/returns/${made.returnId}`, { token: adminToken });
    expect(dataOf(res)).toMatchObject({ _id: made.returnId, status: 'Requested', reason: 'Damaged' });
    expect(dataOf(res).orderId._id).toBe(made.orderId);
    expect((await call(t.app, 'GET', `/api/admin/returns/${newObjectId()}`, { token: adminToken })).status).toBe(404);
  });

  it('takes only the listed status pairs and mails the shopper', async () => {
    const { adminToken } = await tokens();
    const made = await returnOf(t.db);
    const path = `/api/admin/returns/${made.returnId}/update-status`;
    const bad = await call(t.app, 'POST', path, {
      token: adminToken,
      body: { returnStatus: 'Approved', orderStatus: 'Refunded' },
    });
    expect(bad.status).toBe(400);
    const res = await call<{ success: true; return: AdminReturn }>(t.app, 'POST', path, {
      token: adminToken,
      body: { returnStatus: 'Approved', orderStatus: 'Return Approved' },
    });
    expect(dataOf(res).success).toBe(true);
    expect(dataOf(res).return.status).toBe('Approved');
    const [order] = await t.db.select().from(orders).where(eq(orders.id, made.orderId));
    expect(order).toMatchObject({ status: 'Return Approved', returnStatus: 'Return Approved' });
    const mail = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'asha@example.in'));
    expect(mail.some((m) => m.subject?.includes('approved'))).toBe(true);
  });

  it('books a pickup through the shipping sandbox, once', async () => {
    const { adminToken } = await tokens();
    const made = await returnOf(t.db, { status: 'Approved' });
    const path = `/api/admin/returns/${made.returnId}/pickup-request`;
    const res = await call<AdminReturn>(t.app, 'POST', path, { token: adminToken });
    const data = dataOf(res);
    expect(data.status).toBe('Picked Up');
    expect(data.pickup.shipRocketOrderId).toBeTruthy();
    expect(data.pickup.shipmentId).toBeTruthy();
    expect(data.orderId.returnStatus).toBe('Return Pickup Initiated');
    expect((await call(t.app, 'POST', path, { token: adminToken })).status).toBe(409);
  });

  it('refunds a COD return manually, once', async () => {
    const { adminToken } = await tokens();
    const made = await returnOf(t.db, { status: 'Picked Up' });
    const path = `/api/admin/returns/${made.returnId}/process-refund`;
    const res = await call<{ success: true; message: string; return: AdminReturn }>(t.app, 'POST', path, {
      token: adminToken,
    });
    const data = dataOf(res);
    expect(data).toMatchObject({ success: true, message: 'Refund processed successfully' });
    expect(data.return).toMatchObject({ status: 'Refunded', refundMethod: 'Manual (COD)', refundId: null });
    expect(data.return.orderId).toMatchObject({ status: 'Refunded', returnStatus: 'Refunded' });
    const twice = await call(t.app, 'POST', path, { token: adminToken });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(returnMessages.alreadyRefunded);
  });

  it('refunds an online return through the payment sandbox at the price paid for one unit', async () => {
    const { adminToken } = await tokens();
    const made = await returnOf(t.db, { paymentMethod: 'Online' });
    const rzpOrder = await t.integrations.payments.createOrder({ amountPaise: 119_800, receipt: made.orderId });
    const paid = await t.app.request(`${RAZORPAY_SANDBOX_PATH}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order_id: rzpOrder.id }),
    });
    const { razorpay_payment_id: paymentId } = (await paid.json()) as { razorpay_payment_id: string };
    await t.db.update(orders).set({ razorpayPaymentId: paymentId }).where(eq(orders.id, made.orderId));

    const path = `/api/admin/returns/${made.returnId}/process-refund`;
    const data = dataOf(await call<{ return: AdminReturn }>(t.app, 'POST', path, { token: adminToken }));
    expect(data.return.status).toBe('Refunded');
    expect(data.return.refundId).toMatch(/^rfnd_/);
    const payment = await t.integrations.payments.fetchPayment(paymentId);
    expect(payment.amount_refunded).toBe(59_900);
    expect((await call(t.app, 'POST', path, { token: adminToken })).status).toBe(409);
  });

  it('refuses to refund an online order with no captured payment', async () => {
    const { adminToken } = await tokens();
    const made = await returnOf(t.db, { paymentMethod: 'Online' });
    const res = await call(t.app, 'POST', `/api/admin/returns/${made.returnId}/process-refund`, { token: adminToken });
    expect(res.status).toBe(409);
    const [row] = await t.db.select().from(returns).where(eq(returns.id, made.returnId));
    expect(row?.status).toBe('Requested');
  });
});
