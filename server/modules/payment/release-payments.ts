import { and, eq, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { releaseStock } from '../orders/reserve-stock';

/** An online order not paid within this time gives its stock back (docs/decisions/070). */
export const PAYMENT_HOLD_MINUTES = 30;

export type ReleaseReason = 'payment_failed' | 'payment_abandoned' | 'payment_not_started';

/**
 * Cancels one 'Awaiting Payment' order and returns its stock, once: the conditional status
 * change is the guard, so a sweep, a cancel and a verify racing each other release at most
 * once. Returns whether this call released it. The shopper's bag is never touched.
 */
export async function releasePendingOrder(tx: Db, where: SQL, reason: ReleaseReason): Promise<string | undefined> {
  const [released] = await tx
    .update(orders)
    .set({ status: 'Canceled', fulfillmentStatus: reason, updatedAt: new Date() })
    .where(and(where, eq(orders.status, 'Awaiting Payment')))
    .returning({ id: orders.id });
  if (released) await releaseStock(tx, released.id);
  return released?.id;
}

/**
 * Releases every online order still awaiting payment after PAYMENT_HOLD_MINUTES. Called lazily
 * (payment/create, get-orders) rather than on a timer, so any instance does it and none must.
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
