import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminReturn, AdminReturnList } from '../../../contract/admin-returns';
import { returnMessages } from '../../../contract/returns';
import { orderEvents, orders } from '../../db/schema/orders';
import { outboxMessages } from '../../db/schema/outbox';
import { returns } from '../../db/schema/returns';
import { newObjectId } from '../../lib/object-id';
import { adminAndCustomer } from '../../testing/orders';
import { call, dataOf } from '../../testing/requests';
import { insertTestReturn } from '../../testing/returns';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';

describe.each(TEST_DATABASE_KINDS)('admin returns (%s)', (kind) => {
  const t = useTestApp(kind, { seed: true });
  const tokens = async () => adminAndCustomer(t.app, t.db);
  const list = (token: string, query = '') =>
    call<AdminReturnList>(t.app, 'GET', `/api/admin/returns${query}`, { token });

  it('refuses a customer token and no token on every endpoint', async () => {
    const { customerToken } = await tokens();
    const made = await insertTestReturn(t.db);
    const endpoints: [string, string][] = [
      ['GET', '/api/admin/returns'],
      ['GET', `/api/admin/returns/${made.returnId}`],
      ['POST', `/api/admin/returns/${made.returnId}/update-status`],
      ['POST', `/api/admin/returns/${made.returnId}/pickup-request`],
      ['POST', `/api/admin/returns/${made.returnId}/process-refund`],
      ['POST', `/api/admin/returns/${made.returnId}/receive`],
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
    const older = await insertTestReturn(t.db, {
      title: `Zari Basket ${tag}`,
      fullName: 'Meera Iyer',
      at: new Date(base),
    });
    const newer = await insertTestReturn(t.db, {
      title: `Kora Bowl ${tag}`,
      status: 'Approved',
      at: new Date(base + 1000),
    });

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
    const made = await insertTestReturn(t.db);
    const res = await call<AdminReturn>(t.app, 'GET', `/api/admin/returns/${made.returnId}`, { token: adminToken });
    expect(dataOf(res)).toMatchObject({ _id: made.returnId, status: 'Requested', reason: 'Damaged' });
    expect(dataOf(res).orderId._id).toBe(made.orderId);
    expect((await call(t.app, 'GET', `/api/admin/returns/${newObjectId()}`, { token: adminToken })).status).toBe(404);
  });

  it('takes only the listed status pairs and mails the shopper', async () => {
    const { adminToken } = await tokens();
    const made = await insertTestReturn(t.db);
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
    const mail = await t.db.select().from(outboxMessages).where(eq(outboxMessages.orderId, made.orderId));
    expect(mail.map((m) => m.subject)).toEqual([expect.stringContaining('your return is approved')]);
    expect(mail[0]).toMatchObject({ recipient: 'asha@example.in', status: 'pending' });
  });

  // Reproduction: Request Pickup set the return to Picked Up at once and mailed "The courier has
  // collected…" before any courier came. It books the pickup; the courier's scan says collected.
  it('books a pickup through the shipping sandbox, once, for an approved return only', async () => {
    const { adminToken, admin } = await tokens();
    const requested = await insertTestReturn(t.db);
    const early = await call(t.app, 'POST', `/api/admin/returns/${requested.returnId}/pickup-request`, {
      token: adminToken,
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(returnMessages.pickupNotAllowed);

    const made = await insertTestReturn(t.db, { status: 'Approved' });
    const path = `/api/admin/returns/${made.returnId}/pickup-request`;
    const res = await call<AdminReturn>(t.app, 'POST', path, { token: adminToken });
    const data = dataOf(res);
    expect(data.status).toBe('Pickup Booked');
    expect(data.pickup.shipRocketOrderId).toBeTruthy();
    expect(data.pickup.shipmentId).toBeTruthy();
    expect(data.pickup.awb).toBeTruthy();
    expect(data.pickup.pickedUpAt).toBeNull();
    expect(data.steps.map((step) => [step.key, step.detail])).toEqual([
      ['pickupBooked', expect.stringContaining(`AWB ${data.pickup.awb}`)],
    ]);
    expect(data.orderId.returnStatus).toBe('Return Pickup Initiated');
    const again = await call(t.app, 'POST', path, { token: adminToken });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(returnMessages.pickupDone);

    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, made.orderId));
    expect(events).toEqual([
      expect.objectContaining({ kind: 'shipment', actor: 'admin', actorId: admin.id, actorName: admin.email }),
    ]);
    const mail = await t.db.select().from(outboxMessages).where(eq(outboxMessages.orderId, made.orderId));
    expect(mail.map((m) => m.subject)).toEqual([expect.stringContaining('a courier will collect your return')]);
    expect(mail[0]?.body).toContain(`tracking number ${data.pickup.awb}`);
    expect(mail[0]?.body).not.toContain('has collected');
  });
});
