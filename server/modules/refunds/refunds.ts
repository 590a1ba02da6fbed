import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import { formatPaise } from '../../../contract/money';
import { lifecycleMessages } from '../../../contract/order-lifecycle/messages';
import { orderNumber } from '../../../contract/order-number';
import { REFUND_METHOD_LABEL, type RefundMethod, returnLifecycleMessages } from '../../../contract/return-lifecycle';
import { returnMessages } from '../../../contract/returns';
import type { OrderStatus } from '../../../contract/statuses';
import { type Db, pgErrorCode, UNIQUE_VIOLATION } from '../../db/client';
import { refundedAmountColumns } from '../../db/refunded-amount';
import { orders } from '../../db/schema/orders';
import { refunds } from '../../db/schema/payments';
import { returns } from '../../db/schema/returns';
import { ApiError } from '../../http/api-error';
import { IntegrationError } from '../../integrations/integration-error';
import type { PaymentGateway } from '../../integrations/razorpay/payment-gateway';
import { newObjectId } from '../../lib/object-id';
import { recordEvent } from '../order-timeline/record-event';
import { enqueueMail } from '../outbox/enqueue-mail';
import { queueOrderPush } from '../push/queue-order-push';
import { transitionReturn } from '../returns/transition-return';

export type RefundRow = typeof refunds.$inferSelect;
export type Staff = { id: string; name: string };

export type RefundRequest = {
  orderId: string;
  returnId?: string | null;
  amountPaise: number;
  /** `gateway` for a paid online order; cash / UPI / bank transfer recorded by staff for COD. */
  method: RefundMethod;
  reference?: string | null;
  by: Staff | null;
  /** The order status once the money has moved (a whole-order refund); omitted keeps it. */
  orderStatusAfter?: OrderStatus;
};

/**
 * Records a refund inside the caller's transaction (docs/decisions/143). A gateway refund is
 * written `pending` and sent after commit by settleRefund, with its id as the idempotency key;
 * a refund staff recorded (the money already went back by hand) succeeds here and now.
 * The partial unique indexes refuse a second live refund of the same return or whole order.
 */
export async function startRefund(tx: Db, request: RefundRequest): Promise<RefundRow> {
  await refuseSecondRefund(tx, request);
  const id = newObjectId();
  let row: RefundRow | undefined;
  try {
    [row] = await tx
      .insert(refunds)
      .values({
        id,
        orderId: request.orderId,
        returnId: request.returnId ?? null,
        amountPaise: request.amountPaise,
        method: request.method,
        reference: request.reference ?? null,
        status: 'pending',
        createdBy: request.by?.name ?? null,
        orderStatusAfter: request.orderStatusAfter ?? null,
      })
      .returning();
  } catch (error) {
    // Two refunds raced past the check above: the partial unique index keeps only the first.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw ApiError.conflict(pendingMessage(request));
    throw error;
  }
  if (!row) throw new Error('refund insert returned nothing');
  await recordEvent(tx, {
    orderId: request.orderId,
    kind: 'refund',
    actor: request.by ? 'admin' : 'system',
    by: request.by,
    summary: `Refund of ${formatPaise(request.amountPaise)} started (${REFUND_METHOD_LABEL[request.method]})`,
    data: { refundId: id, returnId: request.returnId ?? null },
  });
  if (request.method !== 'gateway') return completeRefund(tx, row, null);
  return row;
}

function pendingMessage(request: RefundRequest): string {
  return request.returnId ? returnLifecycleMessages.refundPending : returnLifecycleMessages.orderRefundPending;
}

/**
 * 409 when the return (or, for a whole-order refund, the order) already has a live refund: a
 * pending one is still being sent, a succeeded one moved the money. A failed one does not
 * count: no money moved, so staff may try again.
 */
async function refuseSecondRefund(tx: Db, request: RefundRequest): Promise<void> {
  const [live] = await tx
    .select({ status: refunds.status })
    .from(refunds)
    .where(
      and(
        request.returnId
          ? eq(refunds.returnId, request.returnId)
          : and(eq(refunds.orderId, request.orderId), isNull(refunds.returnId)),
        ne(refunds.status, 'failed'),
      ),
    );
  if (!live) return;
  if (live.status === 'pending') throw ApiError.conflict(pendingMessage(request));
  throw ApiError.conflict(request.returnId ? returnMessages.alreadyRefunded : lifecycleMessages.alreadyRefunded);
}

/**
 * The money has moved: marks the refund succeeded (once: only a pending row is taken), adds it
 * to the order's refunded total and payment state (a return's through transitionReturn, which
 * closes the return and sets the order's return state), moves a whole-order refund's order
 * status when asked, and queues one mail to the shopper. Callers hold the order's row lock.
 */
async function completeRefund(tx: Db, refund: RefundRow, gatewayRefundId: string | null): Promise<RefundRow> {
  const now = new Date();
  const [done] = await tx
    .update(refunds)
    .set({ status: 'succeeded', gatewayRefundId, completedAt: now, error: null })
    .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')))
    .returning();
  if (!done) return refund;
  // A return's refund: the one writer of returns moves the return, the order's refunded total,
  // payment state and status (Partly Returned / Returned, never Refunded for part of an order).
  const order = refund.returnId
    ? await completeReturnRefund(tx, refund, gatewayRefundId)
    : await completeOrderRefund(tx, refund, now, gatewayRefundId);
  const amount = formatPaise(refund.amountPaise);
  if (order?.email) {
    const how =
      refund.method === 'gateway'
        ? 'to your original payment method; banks usually take 5-7 working days to show it'
        : `by ${REFUND_METHOD_LABEL[refund.method]}${refund.reference ? ` (reference ${refund.reference})` : ''}`;
    await enqueueMail(tx, {
      to: order.email,
      orderId: refund.orderId,
      subject: `Your refund of ${amount} for order ${orderNumber(refund.orderId)}`,
      text: `Hello${order.name ? ` ${order.name}` : ''},\n\nWe have refunded ${amount} ${how}.\n\nThank you for shopping with us.`,
    });
  }
  await queueOrderPush(tx, {
    kind: 'refund',
    orderId: refund.orderId,
    returnId: refund.returnId,
    amountPaise: refund.amountPaise,
    method: refund.method,
  });
  return done;
}

async function completeReturnRefund(tx: Db, refund: RefundRow, gatewayRefundId: string | null) {
  await transitionReturn(tx, { kind: 'refunded', returnId: refund.returnId ?? '', refund, gatewayRefundId });
  const [order] = await tx
    .select({ email: orders.customerEmail, name: orders.customerName })
    .from(orders)
    .where(eq(orders.id, refund.orderId));
  return order;
}

/** A whole-order refund (no return): the order lifecycle's refund of a cancelled or delivered order. */
async function completeOrderRefund(tx: Db, refund: RefundRow, now: Date, gatewayRefundId: string | null) {
  const [order] = await tx
    .update(orders)
    .set({
      ...refundedAmountColumns(refund.amountPaise),
      ...(refund.orderStatusAfter ? { status: refund.orderStatusAfter } : {}),
      updatedAt: now,
    })
    .where(eq(orders.id, refund.orderId))
    .returning({ email: orders.customerEmail, name: orders.customerName });
  await recordEvent(tx, {
    orderId: refund.orderId,
    kind: 'refund',
    actor: 'system',
    summary: `Refund of ${formatPaise(refund.amountPaise)} completed (${REFUND_METHOD_LABEL[refund.method]}${refund.reference ? `, ref. ${refund.reference}` : ''})`,
    data: { refundId: refund.id, gatewayRefundId },
    at: now,
  });
  return order;
}

export type SettleOutcome = { refund: RefundRow; error?: string };

/**
 * Whether the provider refused the refund for good (a 4xx: bad payment, amount over what is
 * left). No answer, a 5xx, 409 ("still processing") or 429 leaves it unknown whether money
 * moved, so the refund stays pending and is asked again with the same idempotency key; it is
 * never marked failed on a guess, because a failed refund may be made again under a new key.
 */
function refusedForGood(error: IntegrationError): boolean {
  return error.status >= 400 && error.status < 500 && error.status !== 409 && error.status !== 429;
}

/**
 * Sends a pending gateway refund to the provider and records the answer. The refund's own id
 * is the idempotency key (one key per attempt at moving money; the database allows one live
 * refund per return), so a second call after a lost answer cannot refund twice. An unanswered
 * call leaves it pending with the error and attempt count for the refunds job; a refusal marks
 * it failed for staff to see (no money moved).
 */
export async function settleRefund(db: Db, payments: PaymentGateway, refundId: string): Promise<SettleOutcome> {
  const [refund] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  if (!refund) throw new Error(`no refund ${refundId}`);
  if (refund.status !== 'pending' || refund.method !== 'gateway') return { refund };
  const [order] = await db
    .select({ paymentId: orders.razorpayPaymentId })
    .from(orders)
    .where(eq(orders.id, refund.orderId));
  let answer: Awaited<ReturnType<PaymentGateway['refund']>>;
  try {
    if (!order?.paymentId) throw new IntegrationError('razorpay', 400, 'The order has no captured payment');
    answer = await payments.refund({
      paymentId: order.paymentId,
      amountPaise: refund.amountPaise,
      receipt: refund.id,
      idempotencyKey: `refund-${refund.id}`,
      notes: { orderId: refund.orderId, ...(refund.returnId ? { returnId: refund.returnId } : {}) },
    });
  } catch (error) {
    if (!(error instanceof IntegrationError)) throw error;
    return { refund: await recordAttemptFailure(db, refund, error), error: error.message };
  }
  const done = await db.transaction(async (tx) => {
    // The lock order of returns and refunds: the order's row, then the return's
    // (returns/lock-return.ts, taken again by transitionReturn), then the refund's.
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, refund.orderId)).for('update');
    if (refund.returnId)
      await tx.select({ id: returns.id }).from(returns).where(eq(returns.id, refund.returnId)).for('update');
    const [locked] = await tx.select().from(refunds).where(eq(refunds.id, refund.id)).for('update');
    return locked ? completeRefund(tx, locked, answer.id) : refund;
  });
  return { refund: done };
}

async function recordAttemptFailure(db: Db, refund: RefundRow, error: IntegrationError): Promise<RefundRow> {
  const failed = refusedForGood(error);
  const [updated] = await db.transaction(async (tx) => {
    const rows = await tx
      .update(refunds)
      .set({ attempts: sql`${refunds.attempts} + 1`, error: error.message, status: failed ? 'failed' : 'pending' })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')))
      .returning();
    if (failed && rows[0])
      await recordEvent(tx, {
        orderId: refund.orderId,
        kind: 'refund',
        actor: 'system',
        summary: `Refund of ${formatPaise(refund.amountPaise)} failed: ${error.message}`,
        data: { refundId: refund.id },
      });
    return rows;
  });
  if (!updated) {
    // Settled meanwhile by another call (the job, a second click): that answer stands.
    const [current] = await db.select().from(refunds).where(eq(refunds.id, refund.id));
    return current ?? refund;
  }
  return updated;
}

/** Pending gateway refunds, oldest first: the refunds job settles them. */
/** A request settles its own refund at once; the job takes the ones left pending after this. */
export const REFUND_JOB_GRACE_MS = 60_000;

export async function pendingRefundIds(db: Db, limit = 20, now = new Date()): Promise<string[]> {
  const rows = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'pending'),
        eq(refunds.method, 'gateway'),
        lt(refunds.createdAt, new Date(now.getTime() - REFUND_JOB_GRACE_MS)),
      ),
    )
    .orderBy(refunds.createdAt)
    .limit(limit);
  return rows.map((row) => row.id);
}
