import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { shopperHasPaid } from '../../../contract/order-lifecycle';
import {
  type processRefundSchema,
  type RefundState,
  recordedRefundSchema,
  refundBlocker,
} from '../../../contract/return-lifecycle';
import { returnMessages } from '../../../contract/returns';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema/orders';
import { refunds } from '../../db/schema/payments';
import { returns } from '../../db/schema/returns';
import { ApiError } from '../../http/api-error';
import { validate } from '../../http/read-json';
import type { PaymentGateway } from '../../integrations/razorpay/payment-gateway';
import { isObjectId } from '../../lib/object-id';
import { type RefundRow, type Staff, settleRefund, startRefund } from '../refunds/refunds';

export type RefundOutcome = { state: RefundState; error?: string };

/**
 * Refunds one unit of the returned line at the price paid on the order line (decisions 113,
 * 143). Under the return's row lock: only an approved (or picked up) return, never a second
 * time. An online order's refund is written pending and committed BEFORE the gateway is called,
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
    const [row] = await tx.select().from(returns).where(eq(returns.id, id)).for('update');
    if (!row) throw ApiError.notFound(returnMessages.returnNotFound);
    const [live] = await tx
      .select({ status: refunds.status })
      .from(refunds)
      .where(and(eq(refunds.returnId, row.id), ne(refunds.status, 'failed')));
    const blocker = refundBlocker({ status: row.status, refundState: live?.status ?? null, pickupBooked: false });
    if (blocker) throw ApiError.conflict(blocker);
    const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId));
    if (!order) throw ApiError.notFound(returnMessages.orderNotFound);
    const [item] = row.orderItemId ? await tx.select().from(orderItems).where(eq(orderItems.id, row.orderItemId)) : [];
    if (!item || item.pricePaise <= 0) throw ApiError.conflict(returnMessages.productNotInOrder);
    if (!shopperHasPaid(order.paymentStatus)) throw ApiError.conflict(returnMessages.refundNothingPaid);
    const common = { orderId: order.id, returnId: row.id, amountPaise: item.pricePaise, by };
    if (order.paymentMethod === 'COD') {
      // The shop hands cash-on-delivery money back itself: staff say how, with a reference.
      const record = validate(recordedRefundSchema, body);
      return startRefund(tx, { ...common, method: record.method, reference: record.reference });
    }
    if (!order.razorpayPaymentId) throw ApiError.conflict(returnMessages.refundNoPayment);
    return startRefund(tx, { ...common, method: 'gateway' });
  });
  if (started.status !== 'pending') return { state: started.status };
  const settled = await settleRefund(db, payments, started.id);
  return { state: settled.refund.status, ...(settled.error ? { error: settled.error } : {}) };
}
