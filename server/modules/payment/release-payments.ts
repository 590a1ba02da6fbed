import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { releasePendingOrder } from '../orders/release-pending-order';

/** An online order not paid within this time gives its stock back (docs/decisions/070). */
export const PAYMENT_HOLD_MINUTES = 30;

/**
 * Releases every online order still awaiting payment after PAYMENT_HOLD_MINUTES: the payment
 * release job runs it on a timer (server/jobs), never a request handler.
 */
export async function releaseAbandonedPayments(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - PAYMENT_HOLD_MINUTES * 60_000);
  const stale = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'Awaiting Payment'), lt(orders.createdAt, before)))
    .limit(100);
  let count = 0;
  for (const { id } of stale) {
    const released = await db.transaction((tx) => releasePendingOrder(tx, eq(orders.id, id), 'payment_abandoned'));
    if (released) count++;
  }
  return count;
}
