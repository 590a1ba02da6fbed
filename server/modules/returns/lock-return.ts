import { eq } from 'drizzle-orm';
import { returnMessages } from '../../../contract/returns';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { returns } from '../../db/schema/returns';
import { ApiError } from '../../http/api-error';
import { isObjectId } from '../../lib/object-id';
import type { ReturnRow } from './return-json';

type OrderRow = typeof orders.$inferSelect;

/**
 * Locks a return for a change, in the one lock order of returns and refunds: the ORDER's row
 * first, then the return's (then any refund's, refunds/refunds.ts). Every writer of a return or
 * of the order state a return causes takes them this way (transition-return.ts), so two changes
 * of one order's returns, a refund's completion and the order's own lifecycle queue on the
 * order's row instead of deadlocking. 404 for an unknown return; `userId` narrows it to a
 * shopper's own.
 */
export async function lockReturn(
  tx: Db,
  returnId: string,
  userId?: string,
): Promise<{ order: OrderRow; ret: ReturnRow }> {
  if (!isObjectId(returnId)) throw ApiError.notFound(returnMessages.returnNotFound);
  const [found] = await tx
    .select({ orderId: returns.orderId, userId: returns.userId })
    .from(returns)
    .where(eq(returns.id, returnId));
  if (!found || (userId !== undefined && found.userId !== userId))
    throw ApiError.notFound(returnMessages.returnNotFound);
  const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
  const [ret] = await tx.select().from(returns).where(eq(returns.id, returnId)).for('update');
  // Deleted meanwhile (the shopper withdrew it): gone, as if never found.
  if (!order || !ret) throw ApiError.notFound(returnMessages.returnNotFound);
  return { order, ret };
}
