import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { AdminReturn, ProcessRefundResult } from '../../../contract/admin-returns';
import { returnLifecycleMessages } from '../../../contract/return-lifecycle';
import { returnMessages } from '../../../contract/returns';
import { products } from '../../db/schema/catalogue';
import { orderEvents, orders } from '../../db/schema/orders';
import { outboxMessages } from '../../db/schema/outbox';
import { refunds } from '../../db/schema/payments';
import { returns } from '../../db/schema/returns';
import { IntegrationError } from '../../integrations/integration-error';
import { adminAndCustomer } from '../../testing/orders';
import { call, dataOf } from '../../testing/requests';
import { insertTestReturn, payTestOrder } from '../../testing/returns';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';
import { settleRefund } from '../refunds/refunds';

describe.each(TEST_DATABASE_KINDS)('process refund (%s)', (kind) => {
  const t = useTestApp(kind, { seed: true });
  const refund = (token: string, returnId: string, body?: unknown) =>
    call<ProcessRefundResult>(t.app, 'POST', `/api/admin/returns/${returnId}/process-refund`, {
      token,
      ...(body === undefined ? {} : { body }),
    });
  const refundRows = (orderId: string) => t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
  const mailOf = (orderId: string) => t.db.select().from(outboxMessages).where(eq(outboxMessages.orderId, orderId));
  const returnRow = async (id: string) => (await t.db.select().from(returns).where(eq(returns.id, id)))[0];
  const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

  /** An approved return of a line paid online, with a real captured payment in the sandbox. */
  async function paidOnlineReturn(pricePaise = 99_900) {
    const made = await insertTestReturn(t.db, { status: 'Received', paymentMethod: 'Online', pricePaise });
    const paymentId = await payTestOrder(t, made.orderId);
    return { ...made, paymentId };
  }

  // Reproduction: the amount shown was the product's current price (Rs.1,299.50), not what was
  // paid (Rs.999), and the refund went through at once.
  it('refunds an online return at the price paid on the order line, through the gateway', async () => {
    const { adminToken, admin } = await adminAndCustomer(t.app, t.db);
    const made = await paidOnlineReturn(99_900);
    await t.db.update(products).set({ pricePaise: 129_950 }).where(eq(products.id, made.productId));

    const shown = dataOf(
      await call<AdminReturn>(t.app, 'GET', `/api/admin/returns/${made.returnId}`, { token: adminToken }),
    );
    expect(shown.refundAmount).toBe(999);
    expect(shown.productId.numericPrice).toBe(1299.5);
    expect(shown.refund).toBeNull();

    const res = await refund(adminToken, made.returnId);
    expect(res.status).toBe(200);
    const data = dataOf(res);
    expect(data.message).toBe('Refund processed successfully');
    expect(res.body.success && res.body.message).toBe('Refund processed successfully');
    expect(data.return).toMatchObject({
      status: 'Refunded',
      refundAmount: 999,
      refundMethod: 'Original payment method',
    });
    expect(data.return.refund).toMatchObject({ status: 'succeeded', method: 'gateway', amount: 999, error: null });
    expect(data.return.refundId).toMatch(/^rfnd_/);
    // One of the line's two units came back: the order is Partly Returned, never Refunded.
    expect(data.return.orderId).toMatchObject({
      status: 'Partly Returned',
      returnStatus: 'Partly Returned',
      paymentStatus: 'partly_refunded',
      refundedAmount: 999,
    });

    const payment = await t.integrations.payments.fetchPayment(made.paymentId);
    expect(payment.amount_refunded).toBe(99_900);
    const rows = await refundRows(made.orderId);
    expect(rows).toEqual([
      expect.objectContaining({ status: 'succeeded', amountPaise: 99_900, method: 'gateway', createdBy: admin.email }),
    ]);
    expect(rows[0]?.gatewayRefundId).toBe(data.return.refundId);
    expect(await orderRow(made.orderId)).toMatchObject({ refundedPaise: 99_900, paymentStatus: 'partly_refunded' });
    const mail = await mailOf(made.orderId);
    expect(mail.map((m) => m.subject)).toEqual([`Your refund of Rs.999.00 for order ${made.orderId.slice(-8)}`]);

    const twice = await refund(adminToken, made.returnId);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(returnMessages.alreadyRefunded);
    expect((await t.integrations.payments.fetchPayment(made.paymentId)).amount_refunded).toBe(99_900);
  });

  it('records the refund as pending before the gateway is called; no answer leaves it pending, no mail', async () => {
    const { adminToken } = await adminAndCustomer(t.app, t.db);
    const made = await paidOnlineReturn();
    const gateway = t.integrations.payments;
    const seenAtCall: string[] = [];
    const spy = vi.spyOn(gateway, 'refund').mockImplementationOnce(async () => {
      // Committed before the call: a crash here would leave a pending refund for the job.
      const rows = await refundRows(made.orderId);
      seenAtCall.push(...rows.map((r) => r.status));
      throw new IntegrationError('razorpay', 0, 'connect ETIMEDOUT');
    });
    try {
      const res = await refund(adminToken, made.returnId);
      expect(res.status).toBe(202);
      expect(dataOf(res).message).toBe(returnLifecycleMessages.refundRecorded);
      expect(dataOf(res).return.status).toBe('Received');
      expect(dataOf(res).return.refund).toMatchObject({ status: 'pending', error: 'connect ETIMEDOUT' });
    } finally {
      spy.mockRestore();
    }
    expect(seenAtCall).toEqual(['pending']);
    const [row] = await refundRows(made.orderId);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, error: 'connect ETIMEDOUT' });
    expect(await returnRow(made.returnId)).toMatchObject({ status: 'Received', refundedAt: null });
    expect(await orderRow(made.orderId)).toMatchObject({ refundedPaise: 0, paymentStatus: 'paid' });
    expect(await mailOf(made.orderId)).toHaveLength(0);

    // A second click while it is pending is refused; the refunds job settles it later.
    const again = await refund(adminToken, made.returnId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(returnLifecycleMessages.refundPending);
    const settled = await settleRefund(t.db, gateway, row?.id ?? '');
    expect(settled.refund.status).toBe('succeeded');
    expect(await returnRow(made.returnId)).toMatchObject({ status: 'Refunded' });
    expect(await mailOf(made.orderId)).toHaveLength(1);
  });

  it('asks the gateway again with the same idempotency key after a lost answer: one refund', async () => {
    const { adminToken } = await adminAndCustomer(t.app, t.db);
    const made = await paidOnlineReturn(45_000);
    const gateway = t.integrations.payments;
    const real = gateway.refund.bind(gateway);
    const keys: (string | undefined)[] = [];
    const spy = vi.spyOn(gateway, 'refund').mockImplementation(async (input) => {
      keys.push(input.idempotencyKey);
      return real(input);
    });
    spy.mockImplementationOnce(async (input) => {
      keys.push(input.idempotencyKey);
      await real(input); // the money moved, but the answer never arrived
      throw new IntegrationError('razorpay', 0, 'socket hang up');
    });
    try {
      expect((await refund(adminToken, made.returnId)).status).toBe(202);
      const [pending] = await refundRows(made.orderId);
      const first = await settleRefund(t.db, gateway, pending?.id ?? '');
      const second = await settleRefund(t.db, gateway, pending?.id ?? '');
      expect(first.refund.status).toBe('succeeded');
      expect(second.refund.status).toBe('succeeded');
    } finally {
      spy.mockRestore();
    }
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect((await gateway.fetchPayment(made.paymentId)).amount_refunded).toBe(45_000);
    expect(await orderRow(made.orderId)).toMatchObject({ refundedPaise: 45_000 });
    expect(await mailOf(made.orderId)).toHaveLength(1);
  });

  it('answers 502 when the gateway refuses, keeps nothing live, and lets staff try again', async () => {
    const { adminToken } = await adminAndCustomer(t.app, t.db);
    // The placeholder payment id of insertTestOrder is unknown to the sandbox: it refuses.
    const made = await insertTestReturn(t.db, { status: 'Received', paymentMethod: 'Online' });
    const refused = await refund(adminToken, made.returnId);
    expect(refused.status).toBe(502);
    expect(refused.body.message).toBe(returnMessages.refundFailed);
    expect(await refundRows(made.orderId)).toEqual([expect.objectContaining({ status: 'failed', attempts: 1 })]);
    expect(await returnRow(made.returnId)).toMatchObject({ status: 'Received', refundedAt: null });
    expect(await mailOf(made.orderId)).toHaveLength(0);
    const shown = dataOf(
      await call<AdminReturn>(t.app, 'GET', `/api/admin/returns/${made.returnId}`, { token: adminToken }),
    );
    expect(shown.refund?.status).toBe('failed');
    expect(shown.refund?.error).toBeTruthy();

    const paymentId = await payTestOrder(t, made.orderId);
    const retried = await refund(adminToken, made.returnId);
    expect(retried.status).toBe(200);
    expect((await t.integrations.payments.fetchPayment(paymentId)).amount_refunded).toBe(59_900);
    expect((await refundRows(made.orderId)).map((r) => r.status).sort()).toEqual(['failed', 'succeeded']);
  });

  it('refuses an online order with no captured payment before recording anything', async () => {
    const { adminToken } = await adminAndCustomer(t.app, t.db);
    const made = await insertTestReturn(t.db, { status: 'Received', paymentMethod: 'Online' });
    await t.db.update(orders).set({ razorpayPaymentId: null }).where(eq(orders.id, made.orderId));
    const res = await refund(adminToken, made.returnId);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(returnMessages.refundNoPayment);
    expect(await refundRows(made.orderId)).toHaveLength(0);
    expect((await returnRow(made.returnId))?.status).toBe('Received');
  });

  it('needs the method and reference for a COD refund, then records it at once', async () => {
    const { adminToken } = await adminAndCustomer(t.app, t.db);
    const made = await insertTestReturn(t.db, { status: 'Received' });
    const empty = await refund(adminToken, made.returnId);
    expect(empty.status).toBe(400);
    expect(!empty.body.success && empty.body.errors).toEqual({
      method: 'Choose how the money was returned',
      reference: 'Enter the payment reference',
    });
    const blank = await refund(adminToken, made.returnId, { method: 'cheque', reference: '  ' });
    expect(blank.status).toBe(400);
    expect(!blank.body.success && Object.keys(blank.body.errors ?? {}).sort()).toEqual(['method', 'reference']);
    expect(await refundRows(made.orderId)).toHaveLength(0);

    const res = await refund(adminToken, made.returnId, { method: 'bank_transfer', reference: 'NEFT 88123' });
    expect(res.status).toBe(200);
    const data = dataOf(res);
    expect(data.message).toBe('Refund processed successfully');
    expect(data.return).toMatchObject({ status: 'Refunded', refundMethod: 'Bank transfer', refundId: 'NEFT 88123' });
    expect(data.return.refund).toMatchObject({ status: 'succeeded', method: 'bank_transfer', reference: 'NEFT 88123' });
    expect(await orderRow(made.orderId)).toMatchObject({
      status: 'Partly Returned',
      returnStatus: 'Partly Returned',
      refundedPaise: 59_900,
      paymentStatus: 'partly_refunded',
    });
    const mail = await mailOf(made.orderId);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.body).toContain('Bank transfer (reference NEFT 88123)');
  });

  it('refunds only a return whose goods are back; before that only with an override reason', async () => {
    const { adminToken } = await adminAndCustomer(t.app, t.db);
    const cases = [
      ['Requested', returnLifecycleMessages.notApproved],
      ['Rejected', returnMessages.refundRejected],
      ['Refunded', returnMessages.alreadyRefunded],
      ['Approved', returnLifecycleMessages.notReceived],
      ['Pickup Booked', returnLifecycleMessages.notReceived],
      ['Picked Up', returnLifecycleMessages.notReceived],
    ] as const;
    for (const [status, message] of cases) {
      const made = await insertTestReturn(t.db, { status });
      const res = await refund(adminToken, made.returnId, { method: 'cash', reference: 'R1' });
      expect(res.status, status).toBe(409);
      expect(res.body.message).toBe(message);
      expect(await refundRows(made.orderId)).toHaveLength(0);
    }
    expect((await refund(adminToken, 'nope')).status).toBe(404);
  });

  // Reproduction: a refund was allowed at Approved with no pickup, and paid straight away.
  it('an override refund before receipt needs a reason, which goes on the timeline; the goods can follow', async () => {
    const { adminToken } = await adminAndCustomer(t.app, t.db);
    const made = await insertTestReturn(t.db, { status: 'Picked Up' });
    const blank = await refund(adminToken, made.returnId, { method: 'cash', reference: 'R1', overrideReason: '  ' });
    expect(blank.status).toBe(400);
    expect(!blank.body.success && blank.body.errors).toMatchObject({
      overrideReason: 'Say why the refund goes before the goods are back',
    });
    const res = await refund(adminToken, made.returnId, {
      method: 'cash',
      reference: 'R1',
      overrideReason: 'Regular customer; the courier lost the parcel',
    });
    expect(res.status).toBe(200);
    const data = dataOf(res).return;
    expect(data).toMatchObject({
      status: 'Refunded',
      receivedAt: null,
      refundOverrideReason: 'Regular customer; the courier lost the parcel',
    });
    expect(data.steps.map((step) => [step.key, step.detail])).toEqual([
      ['refundOverride', 'Regular customer; the courier lost the parcel'],
      ['refunded', 'Rs.599.00 (Cash, ref. R1)'],
    ]);
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, made.orderId));
    expect(events.map((event) => event.summary)).toContainEqual(
      expect.stringContaining('before the goods are back: Regular customer'),
    );
    // The parcel arrives after all: it is received and restocked, the return stays Refunded.
    const [before] = await t.db.select().from(products).where(eq(products.id, made.productId));
    const received = await call<AdminReturn>(t.app, 'POST', `/api/admin/returns/${made.returnId}/receive`, {
      token: adminToken,
      body: { units: [{ outcome: 'restock' }] },
    });
    expect(received.status).toBe(200);
    expect(dataOf(received)).toMatchObject({ status: 'Refunded', units: [{ outcome: 'restock', restocked: true }] });
    const [after] = await t.db.select().from(products).where(eq(products.id, made.productId));
    expect(after?.inventory).toBe((before?.inventory ?? 0) + 1);
  });

  it('turns a second live refund refused by the unique index into 409, never 500', async () => {
    const { adminToken } = await adminAndCustomer(t.app, t.db);
    const made = await insertTestReturn(t.db, { status: 'Received' });
    // Two requests at once: both wait on the return's lock, the second finds the first's refund.
    const [a, b] = await Promise.all([
      refund(adminToken, made.returnId, { method: 'cash', reference: 'A' }),
      refund(adminToken, made.returnId, { method: 'cash', reference: 'B' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await refundRows(made.orderId)).toHaveLength(1);
  });
});
