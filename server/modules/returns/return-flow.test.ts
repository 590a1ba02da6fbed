import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inspectionMessages, returnLifecycleMessages } from '../../../contract/return-lifecycle';
import type { AdminReturn, ReturnCheck } from '../../../contract/returns';
import type { Db } from '../../db/client';
import { orderEvents, orderItems, orders } from '../../db/schema/orders';
import { outboxMessages } from '../../db/schema/outbox';
import { refunds } from '../../db/schema/payments';
import { returns, returnUnits } from '../../db/schema/returns';
import { users } from '../../db/schema/users';
import { createJobRunner, type JobRunner } from '../../jobs/job-runner';
import { JOB_NAMES } from '../../jobs/shop-jobs';
import { registerCustomer } from '../../testing/accounts';
import { adminAndCustomer, insertTestOrder } from '../../testing/orders';
import { call, dataOf } from '../../testing/requests';
import { submitTestReturn } from '../../testing/returns';
import { createProduct, inventoryOf } from '../../testing/shop';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';
import { createTestIntegrations } from '../../testing/test-integrations';

const MINUTE = 60_000;

// Issue 19, items 2, 3 and 7 (returns): a return follows the goods, per line and unit, and every
// change of it goes through one writer under the order's row lock (docs/decisions/186-189).
describe.each(TEST_DATABASE_KINDS)('a return follows the goods (%s)', (kind) => {
  // The shipping sandbox moves a parcel by its own clock: the test moves the clock.
  let clockMs = Date.now();
  const integrations = createTestIntegrations({} as Db, { clock: () => clockMs });
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'return-flow-'));
  const t = useTestApp(kind, { seed: true, app: { integrations, uploadsDir } });
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

  /** Two bowls at Rs.549 and a basket at Rs.449 (Rs.1,547), cash on delivery, delivered today. */
  async function deliveredOrder() {
    const customer = await registerCustomer(t.app);
    const [user] = await t.db.select().from(users).where(eq(users.email, customer.input.email.toLowerCase()));
    const bowl = await createProduct(t.db, { pricePaise: 54_900, inventory: 10, title: 'Jute bowl' });
    const basket = await createProduct(t.db, { pricePaise: 44_900, inventory: 10, title: 'Jute basket' });
    const orderId = await insertTestOrder(t.db, {
      status: 'Delivered',
      paymentMethod: 'COD',
      userId: user?.id ?? null,
      lines: [
        { productId: bowl.id, quantity: 2 },
        { productId: basket.id, quantity: 1 },
      ],
    });
    return { orderId, bowl, basket, token: customer.accessToken };
  }

  const admin = async () => (await adminAndCustomer(t.app, t.db)).adminToken;
  const post = <T>(token: string, path: string, body?: unknown) =>
    call<T>(t.app, 'POST', path, { token, ...(body === undefined ? {} : { body }) });
  const getReturn = async (token: string, id: string) =>
    dataOf(await call<AdminReturn>(t.app, 'GET', `/api/admin/returns/${id}`, { token }));
  const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
  const subjects = async (orderId: string) =>
    (
      await t.db
        .select({ subject: outboxMessages.subject })
        .from(outboxMessages)
        .where(eq(outboxMessages.orderId, orderId))
        .orderBy(outboxMessages.createdAt, outboxMessages.id)
    ).map((row) => row.subject);
  async function requested(token: string, orderId: string, productId: string, quantity?: number) {
    const res = await submitTestReturn(t.app, token, { orderId, productId, quantity });
    if (!res.body.success) throw new Error(res.body.message);
    return res.body.data.return._id;
  }

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
