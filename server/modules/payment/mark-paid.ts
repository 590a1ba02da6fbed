import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { OrderRow } from '../orders/order-json';
import { emptyBagOf } from '../orders/place-order';
import { reserveStock } from '../orders/reserve-stock';

export type PaidOutcome = 'paid' | 'already-paid' | 'paid-after-release' | 'not-payable';

/**
 * Records a captured payment on its order, inside the caller's transaction, and empties the
 * ordered lines from the bag. Used by verify and by the webhook, whichever comes first; the
 * second finds the order Paid with the same payment id and changes nothing.
 *
 * An order already released (abandoned, failed, not started) whose payment really captured
 * is taken back: its stock is reserved again if it is still there; otherwise it is marked
 * Paid with fulfillmentStatus 'paid_after_release' for staff to refund or restock
 * (docs/decisions/070).
 */
export async function markPaid(tx: Db, order: OrderRow, paymentId: string, now: Date): Promise<PaidOutcome> {
  if (order.status === 'Paid' || order.razorpayPaymentId !== null)
    return order.razorpayPaymentId === paymentId ? 'already-paid' : 'not-payable';
  const released = order.status === 'Canceled' && (order.fulfillmentStatus ?? '').startsWith('payment_');
  if (order.status !== 'Awaiting Payment' && !released) return 'not-payable';

  let fulfillmentStatus: string | null = null;
  if (released) {
    const lines = await tx
      .select({ productId: orderItems.productId, quantity: orderItems.quantity, size: orderItems.size })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    try {
      await tx.transaction((inner) =>
        reserveStock(
          inner,
          lines.flatMap((line) => (line.productId ? [{ ...line, productId: line.productId }] : [])),
        ),
      );
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      fulfillmentStatus = 'paid_after_release';
    }
  }
  const [paid] = await tx
    .update(orders)
    .set({ status: 'Paid', razorpayPaymentId: paymentId, paidAt: now, fulfillmentStatus, updatedAt: now })
    .where(and(eq(orders.id, order.id), inArray(orders.status, ['Awaiting Payment', 'Canceled'])))
    .returning({ id: orders.id });
  if (!paid) return 'not-payable';
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
