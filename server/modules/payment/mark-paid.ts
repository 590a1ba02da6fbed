import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema/orders';
import { ApiError } from '../../http/api-error';
import { recordEvent } from '../order-timeline/record-event';
import type { OrderRow } from '../orders/order-json';
import { emptyBagOf } from '../orders/place-order';
import { transitionOrder } from '../orders/transition-order';

export type PaidOutcome = 'paid' | 'already-paid' | 'paid-after-release' | 'not-payable';

export const PAID_WITHOUT_STOCK =
  'Paid after its hold was released, and the stock is no longer there: refund the payment or restock';

/**
 * Records a captured payment on its order, inside the caller's transaction, and empties the
 * ordered lines from the bag. Used by verify and by the webhook, whichever comes first; the
 * second finds the same payment id and changes nothing.
 *
 * An order already given up (dismissed, failed, abandoned) whose payment really captured is
 * taken back through the lifecycle (Canceled → Paid takes its stock again). When the stock is
 * gone it is still recorded as paid (the money is ours) and the timeline tells staff to refund
 * or restock (docs/decisions/070).
 */
export async function markPaid(tx: Db, order: OrderRow, paymentId: string, now: Date): Promise<PaidOutcome> {
  if (order.razorpayPaymentId !== null) return order.razorpayPaymentId === paymentId ? 'already-paid' : 'not-payable';
  const released = order.status === 'Canceled' && order.paymentStatus === 'voided';
  if (order.status !== 'Awaiting Payment' && !released) return 'not-payable';
  const extra = { razorpayPaymentId: paymentId, paidAt: now };
  const request = { orderId: order.id, to: 'Paid' as const, actor: 'system' as const, extra };
  if (!released) await transitionOrder(tx, request);
  else {
    try {
      // A savepoint: a refusal for want of stock rolls back only this attempt.
      await tx.transaction((inner) => transitionOrder(inner, { ...request, note: 'paid after the hold was released' }));
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 409) throw error;
      await transitionOrder(tx, { ...request, withoutStock: true, note: 'paid after the hold was released' });
      await recordEvent(tx, { orderId: order.id, kind: 'payment', actor: 'system', summary: PAID_WITHOUT_STOCK });
    }
  }
  await recordEvent(tx, {
    orderId: order.id,
    kind: 'payment',
    actor: 'system',
    summary: `Payment ${paymentId} captured`,
    data: { paymentId },
    at: now,
  });
  if (order.userId) {
    const items = await tx
      .select({ productId: orderItems.productId })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    await emptyBagOf(
      tx,
      order.userId,
      items.flatMap((item) => item.productId ?? []),
    );
  }
  return released ? 'paid-after-release' : 'paid';
}

/** The order row for a Razorpay order id, locked for the payment transaction. */
export async function lockOrderByRazorpayId(tx: Db, razorpayOrderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.razorpayOrderId, razorpayOrderId)).for('update');
  return row;
}
