import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminReturn } from '../../../contract/admin-returns';
import { returnChangeBlocker, returnLifecycleMessages } from '../../../contract/return-lifecycle';
import { returnMessages } from '../../../contract/returns';
import { RETURN_STATUS_PAIRS, RETURN_STATUSES } from '../../../contract/statuses';
import { orderEvents, orders } from '../../db/schema/orders';
import { outboxMessages } from '../../db/schema/outbox';
import { refunds } from '../../db/schema/payments';
import { returns } from '../../db/schema/returns';
import { users } from '../../db/schema/users';
import { newObjectId } from '../../lib/object-id';
import { registerCustomer } from '../../testing/accounts';
import { adminAndCustomer } from '../../testing/orders';
import { call, dataOf } from '../../testing/requests';
import { insertTestReturn, payTestOrder } from '../../testing/returns';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';

const pairOf = (returnStatus: string) => {
  const pair = RETURN_STATUS_PAIRS.find((p) => p.returnStatus === returnStatus);
  if (!pair) throw new Error(`no pair for ${returnStatus}`);
  return pair;
};

describe.each(TEST_DATABASE_KINDS)('the return status selector (%s)', (kind) => {
  const t = useTestApp(kind, { seed: true });
  const setStatus = (token: string, returnId: string, returnStatus: string) =>
    call<{ success: true; return: AdminReturn }>(t.app, 'POST', `/api/admin/returns/${returnId}/update-status`, {
      token,
      body: pairOf(returnStatus),
    });
  const mailOf = (orderId: string) => t.db.select().from(outboxMessages).where(eq(outboxMessages.orderId, orderId));
  const returnRow = async (id: string) => (await t.db.select().from(returns).where(eq(returns.id, id)))[0];

  it('takes exactly the moves of RETURN_TRANSITIONS, with one timeline entry and one mail per change', async () => {
    const { adminToken, admin } = await adminAndCustomer(t.app, t.db);
    for (const from of RETURN_STATUSES) {
      for (const to of RETURN_STATUSES) {
        const made = await insertTestReturn(t.db, { status: from });
        const res = await setStatus(adminToken, made.returnId, to);
        const blocker = returnChangeBlocker(from, to);
        const mail = await mailOf(made.orderId);
        const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, made.orderId));
        if (blocker) {
          expect(res.status, `${from} → ${to}`).toBe(409);
          expect(res.body.message).toBe(blocker);
          expect((await returnRow(made.returnId))?.status).toBe(from);
          expect(mail).toHaveLength(0);
          expect(events).toHaveLength(0);
        } else {
          expect(res.status, `${from} → ${to}`).toBe(200);
          expect(dataOf(res).return.status).toBe(to);
          const [order] = await t.db.select().from(orders).where(eq(orders.id, made.orderId));
          expect(order).toMatchObject({ status: pairOf(to).orderStatus, returnStatus: pairOf(to).orderStatus });
          expect(mail).toHaveLength(1);
          expect(events).toEqual([
            expect.objectContaining({ kind: 'status', actor: 'admin', actorId: admin.id, actorName: admin.email }),
          ]);
          expect(events[0]?.summary).toContain(`${from} → ${to}`);
        }
      }
    }
  });

  it('says why: Refunded is final, Refunded is set by a refund, other moves are named', async () => {
    const { adminToken } = await adminAndCustomer(t.app, t.db);
    const refunded = await insertTestReturn(t.db, { status: 'Refunded' });
    expect((await setStatus(adminToken, refunded.returnId, 'Requested')).body.message).toBe(
      returnLifecycleMessages.refundedIsFinal,
    );
    const approved = await insertTestReturn(t.db, { status: 'Approved' });
    expect((await setStatus(adminToken, approved.returnId, 'Refunded')).body.message).toBe(
      returnLifecycleMessages.useRefund,
    );
    expect((await setStatus(adminToken, approved.returnId, 'Requested')).body.message).toBe(
      'A return that is Approved cannot be set to Requested',
    );
    const unknown = await call(t.app, 'POST', '/api/admin/returns/000000000000000000000000/update-status', {
      token: adminToken,
      body: pairOf('Approved'),
    });
    expect(unknown.status).toBe(404);
  });

  // Reproduction: the selector set "Refunded / Refunded" on an online-paid return with no money
  // moved (refundId null), and the customer was mailed "your refund is on its way".
  it('cannot mark an online return Refunded without a refund, and mails nobody', async () => {
    const { adminToken } = await adminAndCustomer(t.app, t.db);
    const made = await insertTestReturn(t.db, { status: 'Approved', paymentMethod: 'Online' });
    await payTestOrder(t, made.orderId);
    const res = await setStatus(adminToken, made.returnId, 'Refunded');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(returnLifecycleMessages.useRefund);
    expect(await returnRow(made.returnId)).toMatchObject({ status: 'Approved', refundId: null, refundedAt: null });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, made.orderId));
    expect(order).toMatchObject({ status: 'Return Requested', paymentStatus: 'paid', refundedPaise: 0 });
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, made.orderId))).toHaveLength(0);
    expect(await mailOf(made.orderId)).toHaveLength(0);
  });

  // Reproduction: a refunded return was set back to Requested by the selector, cancelled by the
  // shopper (the row deleted with its refund id), and the item returned and refunded again.
  it('keeps a refunded return refunded: no selector change, no shopper cancel, no second refund', async () => {
    const { adminToken } = await adminAndCustomer(t.app, t.db);
    const shopper = await registerCustomer(t.app);
    const [user] = await t.db.select().from(users).where(eq(users.email, shopper.input.email.toLowerCase()));
    const made = await insertTestReturn(t.db, { status: 'Received', userId: user?.id ?? null });
    const refundPath = `/api/admin/returns/${made.returnId}/process-refund`;
    const refunded = await call(t.app, 'POST', refundPath, {
      token: adminToken,
      body: { method: 'upi', reference: 'UPI-4471' },
    });
    expect(refunded.status).toBe(200);

    const back = await setStatus(adminToken, made.returnId, 'Requested');
    expect(back.status).toBe(409);
    expect(back.body.message).toBe(returnLifecycleMessages.refundedIsFinal);
    const cancel = await call(t.app, 'POST', `/api/orders/cancel-return/${made.returnId}`, {
      token: shopper.accessToken,
    });
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe(returnMessages.cannotCancel);
    const again = await call(t.app, 'POST', refundPath, {
      token: adminToken,
      body: { method: 'cash', reference: 'R-2' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(returnMessages.alreadyRefunded);

    expect(await returnRow(made.returnId)).toMatchObject({ status: 'Refunded', refundId: 'UPI-4471' });
    const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, made.orderId));
    expect(rows).toEqual([
      expect.objectContaining({ status: 'succeeded', amountPaise: 59_900, returnId: made.returnId }),
    ]);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, made.orderId));
    expect(order).toMatchObject({ status: 'Partly Returned', returnStatus: 'Partly Returned', refundedPaise: 59_900 });
  });

  it('waits for a refund that is being sent', async () => {
    const { adminToken } = await adminAndCustomer(t.app, t.db);
    const made = await insertTestReturn(t.db, { status: 'Approved', paymentMethod: 'Online' });
    await t.db.insert(refunds).values({
      id: newObjectId(),
      orderId: made.orderId,
      returnId: made.returnId,
      amountPaise: 59_900,
      method: 'gateway',
      status: 'pending',
    });
    const res = await setStatus(adminToken, made.returnId, 'Rejected');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(returnLifecycleMessages.refundPending);
    expect((await returnRow(made.returnId))?.status).toBe('Approved');
  });
});
