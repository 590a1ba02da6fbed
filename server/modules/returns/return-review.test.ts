import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminReturn } from '../../../contract/admin-returns';
import { returnLifecycleMessages } from '../../../contract/return-lifecycle';
import { orders } from '../../db/schema/orders';
import { refunds } from '../../db/schema/payments';
import { returns } from '../../db/schema/returns';
import { call, dataOf } from '../../testing/requests';
import { useReturnFlowTest } from '../../testing/return-flow';
import { inventoryOf } from '../../testing/shop';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';

// Issue 19, items 2, 3 and 7 (returns): staff inspect per unit, set only what the goods do not
// decide, and change a return under the order's row lock (docs/decisions/186-189).
describe.each(TEST_DATABASE_KINDS)('staff review and inspect a return (%s)', (kind) => {
  const { t, deliveredOrder, admin, post, orderRow, requested } = useReturnFlowTest(kind);

  it('inspects each unit: restocked and damaged with a note; every unit back and refunded makes the order Returned', async () => {
    const staff = await admin();
    const { orderId, bowl, basket, token } = await deliveredOrder();
    const bowls = await requested(token, orderId, bowl.id, 2);
    const baskets = await requested(token, orderId, basket.id);
    for (const id of [bowls, baskets]) {
      await post(staff, `/api/admin/returns/${id}/update-status`, {
        returnStatus: 'Approved',
        orderStatus: 'Return Approved',
      });
    }
    // The shopper brought the bowls to the workshop: received with no pickup booked.
    const received = dataOf(
      await post<AdminReturn>(staff, `/api/admin/returns/${bowls}/receive`, {
        units: [{ outcome: 'restock' }, { outcome: 'damaged', note: 'torn handle' }],
      }),
    );
    expect(received).toMatchObject({ status: 'Received', quantity: 2, refundAmount: 1098 });
    expect(received.steps.at(-1)?.detail).toBe('1 restocked, 1 damaged: torn handle');
    expect(await inventoryOf(t.db, bowl.id)).toBe(11);
    // The basket's return is still open behind: the order shows its step, not the bowls'.
    expect(await orderRow(orderId)).toMatchObject({ status: 'Return Approved' });

    await post(staff, `/api/admin/returns/${bowls}/process-refund`, { method: 'cash', reference: 'C1' });
    await post(staff, `/api/admin/returns/${baskets}/receive`, { units: [{ outcome: 'restock' }] });
    await post(staff, `/api/admin/returns/${baskets}/process-refund`, { method: 'cash', reference: 'C2' });
    const amounts = (await t.db.select().from(refunds).where(eq(refunds.orderId, orderId))).map((r) => r.amountPaise);
    expect(amounts.sort()).toEqual([109_800, 44_900].sort());
    expect(await orderRow(orderId)).toMatchObject({
      status: 'Returned',
      returnStatus: 'Returned',
      paymentStatus: 'refunded',
      refundedPaise: 154_700,
    });
    expect(await inventoryOf(t.db, basket.id)).toBe(11);
    const check = await call(t.app, 'GET', `/api/orders/checkReturn/${orderId}`, { token });
    expect(check.status).toBe(409);
  });

  it('the selector sets only Approved and Rejected; pickup, collection, receipt and refund are not set by hand', async () => {
    const staff = await admin();
    const { orderId, bowl, token } = await deliveredOrder();
    const id = await requested(token, orderId, bowl.id);
    await post(staff, `/api/admin/returns/${id}/update-status`, {
      returnStatus: 'Approved',
      orderStatus: 'Return Approved',
    });
    for (const [returnStatus, orderStatus] of [
      ['Picked Up', 'Return in Progress'],
      ['Pickup Booked', 'Return Pickup Initiated'],
      ['Received', 'Return Received'],
    ] as const) {
      const res = await post(staff, `/api/admin/returns/${id}/update-status`, { returnStatus, orderStatus });
      expect(res.status, returnStatus).toBe(409);
      expect(res.body.message).toBe(returnLifecycleMessages.notByHand(returnStatus));
    }
    const [row] = await t.db.select().from(returns).where(eq(returns.id, id));
    expect(row?.status).toBe('Approved');
  });

  // Reproduction: the returns code took only the return's lock, never the order's.
  it("takes the order's row lock before changing a return", async () => {
    const staff = await admin();
    const { orderId, bowl, token } = await deliveredOrder();
    const id = await requested(token, orderId, bowl.id);
    let approved = false;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked: () => void = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = t.db.transaction(async (tx) => {
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
      locked();
      await held;
    });
    await isLocked;
    const approval = post(staff, `/api/admin/returns/${id}/update-status`, {
      returnStatus: 'Approved',
      orderStatus: 'Return Approved',
    }).then((res) => {
      approved = true;
      return res;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(approved).toBe(false);
    release();
    await holder;
    expect((await approval).status).toBe(200);
  });
});
