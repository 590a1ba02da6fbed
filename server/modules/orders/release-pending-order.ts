import { and, eq, type SQL } from 'drizzle-orm';
import type { CancelReason } from '../../../contract/order-lifecycle/cancel-reasons';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { transitionOrder } from './transition-order';

/**
 * Gives up one 'Awaiting Payment' order and returns its stock, once: the transition runs under
 * the order's row lock, so a sweep, a cancel and a verify racing each other release at most
 * once. Returns the order's id when this call released it. The shopper's bag is never touched.
 */
export async function releasePendingOrder(
  tx: Db,
  where: SQL,
  reason: CancelReason,
  /** The gateway's failure text, for the timeline. */
  detail?: string,
): Promise<string | undefined> {
  const [pending] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(where, eq(orders.status, 'Awaiting Payment')))
    .for('update');
  if (!pending) return undefined;
  await transitionOrder(tx, {
    orderId: pending.id,
    to: 'Canceled',
    actor: 'system',
    cancelReason: reason,
    note: [reason.replace('_', ' '), detail].filter(Boolean).join(': '),
  });
  return pending.id;
}
