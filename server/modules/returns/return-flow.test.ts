import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminReturn } from '../../../contract/admin-returns';
import { inspectionMessages, returnLifecycleMessages } from '../../../contract/return-lifecycle';
import type { ReturnCheck } from '../../../contract/returns';
import type { Db } from '../../db/client';
import { orderEvents, orderItems } from '../../db/schema/orders';
import { refunds } from '../../db/schema/payments';
import { returnUnits } from '../../db/schema/returns';
import { createJobRunner, type JobRunner } from '../../jobs/job-runner';
import { JOB_NAMES } from '../../jobs/shop-jobs';
import { call, dataOf } from '../../testing/requests';
import { useReturnFlowTest } from '../../testing/return-flow';
import { inventoryOf } from '../../testing/shop';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';
import { createTestIntegrations } from '../../testing/test-integrations';

const MINUTE = 60_000;

// Issue 19, items 2, 3 and 7 (returns): a return follows the goods, per line and unit, and every
// change of it goes through one writer under the order's row lock (docs/decisions/186-189).
describe.each(TEST_DATABASE_KINDS)('a return follows the goods (%s)', (kind) => {
  // The shipping sandbox moves a parcel by its own clock: the test moves the clock.
  let clockMs = Date.now();
  const integrations = createTestIntegrations({} as Db, { clock: () => clockMs });
  const { t, deliveredOrder, admin, post, getReturn, orderRow, subjects, requested } = useReturnFlowTest(
    kind,
    integrations,
  );
  let jobs: JobRunner;
  beforeAll(() => {
    jobs = createJobRunner({ db: t.db, databaseKind: t.kind, integrations });
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterAll(() => vi.mocked(console.info).mockRestore());
  const sync = async () => {
    const run = await jobs.runJobOnce(JOB_NAMES.trackingSync);
    if (!run.ran) throw new Error('the tracking sync did not run');
    return run.result;
  };

  it('approve → pickup booked → picked up by the scan → received and restocked once → refunded for the units', async () => {
    clockMs = Date.now();
    const staff = await admin();
    const { orderId, bowl, basket, token } = await deliveredOrder();
    const returnId = await requested(token, orderId, bowl.id);
    expect(
      (
        await post(staff, `/api/admin/returns/${returnId}/update-status`, {
          returnStatus: 'Approved',
          orderStatus: 'Return Approved',
        })
      ).status,
    ).toBe(200);

    // Reproduction: a refund was taken at Approved, with no pickup and the goods still away.
    const early = await post(staff, `/api/admin/returns/${returnId}/process-refund`, {
      method: 'cash',
      reference: 'R1',
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(returnLifecycleMessages.notReceived);

    const booked = dataOf(await post<AdminReturn>(staff, `/api/admin/returns/${returnId}/pickup-request`));
    expect(booked.status).toBe('Pickup Booked');
    expect(await orderRow(orderId)).toMatchObject({ status: 'Return Pickup Initiated' });

    // The courier is on the way but has not collected it: no "collected" mail, still booked.
    clockMs += 3 * MINUTE;
    await sync();
    expect((await getReturn(staff, returnId)).status).toBe('Pickup Booked');
    expect((await subjects(orderId)).some((s) => s?.includes('on its way to us'))).toBe(false);

    // Reproduction: stock never came back. The courier's scan says picked up...
    clockMs += 8 * MINUTE;
    await sync();
    await sync();
    const collected = await getReturn(staff, returnId);
    expect(collected.status).toBe('Picked Up');
    expect(collected.pickup.pickedUpAt).not.toBeNull();
    expect(await orderRow(orderId)).toMatchObject({ status: 'Return in Progress' });
    const scans = await t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'shipment')));
    expect(scans.filter((e) => e.data?.activity).map((e) => e.data?.activity)).toEqual([
      expect.stringMatching(/^Return pickup scheduled/),
      'Courier is on the way to collect the return',
      'Return picked up from the customer',
    ]);

    // ...staff inspect it at the workshop: restocked once, however often the button is pressed.
    const before = await inventoryOf(t.db, bowl.id);
    const noNote = await post(staff, `/api/admin/returns/${returnId}/receive`, { units: [{ outcome: 'damaged' }] });
    expect(noNote.status).toBe(400);
    expect(noNote.body.message).toBe(inspectionMessages.damageNote);
    const wrongCount = await post(staff, `/api/admin/returns/${returnId}/receive`, {
      units: [{ outcome: 'restock' }, { outcome: 'restock' }],
    });
    expect(wrongCount.status).toBe(400);
    expect(wrongCount.body.message).toBe(inspectionMessages.unitCount(1));
    const received = await post<AdminReturn>(staff, `/api/admin/returns/${returnId}/receive`, {
      units: [{ outcome: 'restock' }],
    });
    expect(received.status).toBe(200);
    const twice = await post(staff, `/api/admin/returns/${returnId}/receive`, { units: [{ outcome: 'restock' }] });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(inspectionMessages.alreadyReceived);
    expect(await inventoryOf(t.db, bowl.id)).toBe(before + 1);
    expect(await inventoryOf(t.db, basket.id)).toBe(10);
    expect(await t.db.select().from(returnUnits).where(eq(returnUnits.returnId, returnId))).toEqual([
      expect.objectContaining({ position: 0, outcome: 'restock', restocked: true }),
    ]);

    // Reproduction: one of two bowls refunded made the order REFUNDED.
    const paid = await post<{ return: AdminReturn }>(staff, `/api/admin/returns/${returnId}/process-refund`, {
      method: 'upi',
      reference: 'UPI-1',
    });
    expect(paid.status).toBe(200);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toEqual([
      expect.objectContaining({ returnId, amountPaise: 54_900, status: 'succeeded' }),
    ]);
    expect(await orderRow(orderId)).toMatchObject({
      status: 'Partly Returned',
      returnStatus: 'Partly Returned',
      paymentStatus: 'partly_refunded',
      refundedPaise: 54_900,
      totalPaise: 154_700,
    });
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.productId, bowl.id));
    expect(line).toMatchObject({ returnedQuantity: 1, returned: false });

    // One mail per real moment, in order; "collected" only after the courier's scan.
    expect(await subjects(orderId)).toEqual([
      expect.stringContaining('we have your return request'),
      expect.stringContaining('your return is approved'),
      expect.stringContaining('a courier will collect your return'),
      expect.stringContaining('your return is on its way to us'),
      expect.stringContaining('we have received your return'),
      expect.stringMatching(/^Your refund of Rs\.549\.00 for order/),
    ]);

    // Reproduction: a refunded return's timeline said "Awaiting Approval".
    const done = await getReturn(staff, returnId);
    expect(done.steps.map((step) => step.key)).toEqual([
      'requested',
      'approved',
      'pickupBooked',
      'pickedUp',
      'received',
      'refunded',
    ]);
    expect(done.steps.find((s) => s.key === 'received')?.detail).toBe('1 restocked');
    expect(done.steps.find((s) => s.key === 'refunded')?.detail).toBe('Rs.549.00 (UPI, ref. UPI-1)');
    const times = done.steps.map((s) => Date.parse(s.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    // Reproduction: "This order is not delivered yet". The basket and the other bowl can follow.
    const check = dataOf(await call<ReturnCheck>(t.app, 'GET', `/api/orders/checkReturn/${orderId}`, { token }));
    expect(check.items.map((i) => [i.productId, i.returnableQuantity])).toEqual([
      [bowl.id, 1],
      [basket.id, 1],
    ]);
    const second = await requested(token, orderId, basket.id);
    expect(second).toBeTruthy();
    expect(await orderRow(orderId)).toMatchObject({ status: 'Return Requested', refundedPaise: 54_900 });
  });
});
