import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { returnChangeBlocker, returnLifecycleMessages } from '../../../contract/return-lifecycle';
import { returnMessages, type updateReturnStatusSchema } from '../../../contract/returns';
import { RETURN_STATUS_PAIRS } from '../../../contract/statuses';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema/orders';
import { refunds } from '../../db/schema/payments';
import { returns } from '../../db/schema/returns';
import { ApiError } from '../../http/api-error';
import { isObjectId } from '../../lib/object-id';
import { recordEvent } from '../order-timeline/record-event';
import type { Staff } from '../refunds/refunds';
import { queueReturnStatusMail } from '../returns/return-mail';

/**
 * The combined selector (spec 001 section 4), held to the return's lifecycle
 * (docs/decisions/141): only the listed pairs (400 otherwise), only the moves of
 * RETURN_TRANSITIONS (409 naming why), never to or from Refunded, never while a refund is
 * being sent. Under the return's row lock, one transaction sets the return and the order,
 * writes the timeline entry and queues the shopper's one mail.
 */
export async function updateReturnStatus(
  db: Db,
  id: string,
  input: z.output<typeof updateReturnStatusSchema>,
  by: Staff,
): Promise<void> {
  const pair = RETURN_STATUS_PAIRS.find(
    (p) => p.returnStatus === input.returnStatus && p.orderStatus === input.orderStatus,
  );
  if (!pair) throw ApiError.badRequest(returnMessages.pairMismatch);
  if (!isObjectId(id)) throw ApiError.notFound(returnMessages.returnNotFound);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(returns).where(eq(returns.id, id)).for('update');
    if (!row) throw ApiError.notFound(returnMessages.returnNotFound);
    const blocker = returnChangeBlocker(row.status, pair.returnStatus);
    if (blocker) throw ApiError.conflict(blocker);
    // A refund on its way to the provider decides the return's fate; the selector waits for it.
    const [live] = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.returnId, row.id), ne(refunds.status, 'failed')));
    if (live) throw ApiError.conflict(returnLifecycleMessages.refundPending);

    const now = new Date();
    await tx.update(returns).set({ status: pair.returnStatus, updatedAt: now }).where(eq(returns.id, row.id));
    await tx
      .update(orders)
      .set({ status: pair.orderStatus, returnStatus: pair.orderStatus, updatedAt: now })
      .where(eq(orders.id, row.orderId));
    const [line] = row.orderItemId
      ? await tx.select({ title: orderItems.title }).from(orderItems).where(eq(orderItems.id, row.orderItemId))
      : [];
    const productTitle = line?.title ?? 'your item';
    await recordEvent(tx, {
      orderId: row.orderId,
      kind: 'status',
      actor: 'admin',
      by,
      summary: `Return of ${productTitle}: ${row.status} → ${pair.returnStatus}`,
      data: { returnId: row.id, from: row.status, to: pair.returnStatus },
      at: now,
    });
    if (pair.returnStatus !== 'Refunded')
      await queueReturnStatusMail(tx, { orderId: row.orderId, status: pair.returnStatus, productTitle });
  });
}
