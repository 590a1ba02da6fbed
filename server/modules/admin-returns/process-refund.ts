import { eq } from 'drizzle-orm';
import { returnMessages } from '../../../contract/returns';
import type { Db } from '../../db/client';
import { orderItems, orders, returns } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { IntegrationError } from '../../integrations/integration-error';
import type { PaymentGateway } from '../../integrations/razorpay/payment-gateway';
import { findReturnRow } from './admin-return-json';

export const MANUAL_COD_REFUND = 'Manual (COD)';
export const ONLINE_REFUND = 'Original payment method';

/**
 * Refunds one unit of the returned line at the price paid (decision 113): through the payment
 * provider for a paid online order, recorded as a manual refund for COD. The return and the
 * order become Refunded. A second refund is refused with 409 (refundedAt is set once).
 */
export async function processRefund(db: Db, payments: PaymentGateway, id: string, now: Date): Promise<void> {
  const found = await findReturnRow(db, id);
  await db.transaction(async (tx) => {
    // Locked across the provider call: two clicks cannot refund twice.
    const [row] = await tx.select().from(returns).where(eq(returns.id, found.id)).for('update');
    if (!row) throw ApiError.notFound(returnMessages.returnNotFound);
    if (row.refundedAt) throw ApiError.conflict(returnMessages.alreadyRefunded);
    if (row.status === 'Rejected') throw ApiError.conflict(returnMessages.refundRejected);
    const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId));
    if (!order) throw ApiError.notFound(returnMessages.orderNotFound);
    const [item] = row.orderItemId ? await tx.select().from(orderItems).where(eq(orderItems.id, row.orderItemId)) : [];
    if (!item) throw ApiError.conflict(returnMessages.productNotInOrder);
    let refundMethod = MANUAL_COD_REFUND;
    let refundId: string | null = null;
    if (order.paymentMethod !== 'COD') {
      if (!order.razorpayPaymentId) throw ApiError.conflict(returnMessages.refundNoPayment);
      try {
        const refund = await payments.refund({
          paymentId: order.razorpayPaymentId,
          amountPaise: item.pricePaise,
          notes: { returnId: row.id, orderId: order.id },
        });
        refundId = refund.id;
        refundMethod = ONLINE_REFUND;
      } catch (error) {
        if (error instanceof IntegrationError) {
          console.warn(`${returnMessages.refundFailed}: ${error.message}`);
          throw new ApiError(502, returnMessages.refundFailed);
        }
        throw error;
      }
    }
    await tx
      .update(returns)
      .set({ status: 'Refunded', refundMethod, refundId, refundedAt: now, updatedAt: now })
      .where(eq(returns.id, row.id));
    await tx
      .update(orders)
      .set({ status: 'Refunded', returnStatus: 'Refunded', updatedAt: now })
      .where(eq(orders.id, order.id));
  });
}
