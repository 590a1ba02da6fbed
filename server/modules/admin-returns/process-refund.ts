import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { shopperHasPaid } from '../../../contract/order-lifecycle/states';
import {
  type processRefundSchema,
  type RefundState,
  recordedRefundSchema,
  refundBlocker,
} from '../../../contract/return-lifecycle';
import { returnMessages } from '../../../contract/returns';
import type { Db } from '../../db/client';
import { orderItems } from '../../db/schema/orders';
import { refunds } from '../../db/schema/payments';
import { returns } from '../../db/schema/returns';
import { ApiError } from '../../http/api-error';
import { validate } from '../../http/read-json';
import type { PaymentGateway } from '../../integrations/razorpay/payment-gateway';
import { isObjectId } from '../../lib/object-id';
import { paidForUnits } from '../../lib/paid-for-units';
import { type RefundRow, type Staff, settleRefund, startRefund } from '../refunds/refunds';
import { lockReturn } from '../returns/lock-return';
import { transitionReturn } from '../returns/transition-return';

export type RefundOutcome = { state: RefundState; error?: string };

/**
 * Refunds the return's units at the price paid on the order line (decisions 113, 143, 187).
 * Under the order's then the return's row lock: a return whose goods were received, or before
 * that only with staff's override reason (decision 186); never a second time. An online order's refund is written pending and committed BEFORE the gateway is called,
 * then settled (the refund id is the idempotency key); if the gateway does not answer it stays
 * pending for the refunds job. A COD refund is recorded with the method and reference staff
 * entered and completes at once. The return and the order become Refunded only when the money
 * has moved (refunds.ts completeRefund), which also queues the one mail to the shopper.
 */
export async function processRefund(
  db: Db,
  payments: PaymentGateway,
  id: string,
  body: z.output<typeof processRefundSchema>,
  by: Staff,
): Promise<RefundOutcome> {
  if (!isObjectId(id)) throw ApiError.notFound(returnMessages.returnNotFound);
  const started: RefundRow = await db.transaction(async (tx) => {
    const { order, ret } = await lockReturn(tx, id);
    const [live] = await tx
      .select({ status: refunds.status })
      .from(refunds)
      .where(and(eq(refunds.returnId, ret.id), ne(refunds.status, 'failed')));
    const facts = {
      status: ret.status,
      refundState: live?.status ?? null,
      pickupBooked: ret.shipRocketOrderId !== null,
      received: ret.receivedAt !== null,
    };
    const blocker = refundBlocker(facts, body.overrideReason !== undefined);
    if (blocker) throw ApiError.conflict(blocker);
    const [item] = ret.orderItemId ? await tx.select().from(orderItems).where(eq(orderItems.id, ret.orderItemId)) : [];
    if (!item || item.pricePaise <= 0) throw ApiError.conflict(returnMessages.productNotInOrder);
    if (!shopperHasPaid(order.paymentStatus)) throw ApiError.conflict(returnMessages.refundNothingPaid);
    const record = order.paymentMethod === 'COD' ? validate(recordedRefundSchema, body) : null;
    if (!record && !order.razorpayPaymentId) throw ApiError.conflict(returnMessages.refundNoPayment);
    // Before the goods are back: the override and its reason go on the timeline first.
    if (ret.status !== 'Received' && body.overrideReason)
      await transitionReturn(tx, { kind: 'refund-override', returnId: ret.id, reason: body.overrideReason, by });
    // What was paid for the units sent back: the line's price × the return's units less their
    // share of an offer's discount (decisions 187 and 222).
    const amountPaise = paidForUnits(item, await unitsRefundedBefore(tx, item.id, ret.id), ret.quantity);
    const common = { orderId: order.id, returnId: ret.id, amountPaise, by };
    // The shop hands cash-on-delivery money back itself: staff say how, with a reference.
    if (record) return startRefund(tx, { ...common, method: record.method, reference: record.reference });
    return startRefund(tx, { ...common, method: 'gateway' });
  });
  if (started.status !== 'pending') return { state: started.status };
  const settled = await settleRefund(db, payments, started.id);
  return { state: settled.refund.status, ...(settled.error ? { error: settled.error } : {}) };
}

/** Units of this order line whose refund (by another return) is live: pending or done. */
async function unitsRefundedBefore(tx: Db, orderItemId: string, returnId: string): Promise<number> {
  const [row] = await tx
    .select({ units: sql<number>`coalesce(sum(${returns.quantity}), 0)::int` })
    .from(refunds)
    .innerJoin(returns, eq(returns.id, refunds.returnId))
    .where(and(eq(returns.orderItemId, orderItemId), ne(returns.id, returnId), ne(refunds.status, 'failed')));
  return row?.units ?? 0;
}
