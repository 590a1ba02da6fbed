import { sql } from 'drizzle-orm';
import { orders } from './schema/orders';

/**
 * The order columns a completed refund changes: the refunded total (never above what was paid)
 * and the payment state it leaves, refunded or partly refunded. One expression for a return's
 * refund (returns/transition-return.ts) and a whole-order refund (refunds/refunds.ts).
 */
export function refundedAmountColumns(amountPaise: number) {
  return {
    refundedPaise: sql`least(${orders.totalPaise}, ${orders.refundedPaise} + ${amountPaise})`,
    paymentStatus: sql`case when ${orders.refundedPaise} + ${amountPaise} >= ${orders.totalPaise} then 'refunded' else 'partly_refunded' end`,
  };
}
