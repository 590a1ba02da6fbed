import { and, eq, inArray, ne } from 'drizzle-orm';
import { returnMessages } from '../../../contract/returns';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema/orders';
import { refunds } from '../../db/schema/payments';
import { returns } from '../../db/schema/returns';
import { ApiError } from '../../http/api-error';
import { isObjectId } from '../../lib/object-id';
import type { MediaStore } from '../media/media-store';
import { recordEvent } from '../order-timeline/record-event';
import { OPEN_RETURN_STATUSES } from './return-json';
import { removeReturnPhoto } from './return-photo';

/**
 * The shopper withdraws a return while it is still Requested (decision 111): the return is
 * deleted, the line can be returned again, and the order goes back to Delivered when no other
 * return of it is under way. Never once a refund of it exists, whatever its status says
 * (docs/decisions/141): deleting it would lose the refund's link and let the item be returned
 * and refunded again. Returns the order id.
 */
export async function cancelReturn(
  db: Db,
  user: { id: string; name: string },
  returnId: string,
  media: MediaStore | null,
) {
  if (!isObjectId(returnId)) throw ApiError.notFound(returnMessages.returnNotFound);
  const orderId = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(returns)
      .where(and(eq(returns.id, returnId), eq(returns.userId, user.id)))
      .for('update');
    if (!row) throw ApiError.notFound(returnMessages.returnNotFound);
    if (row.status !== 'Requested' || row.refundedAt) throw ApiError.conflict(returnMessages.cannotCancel);
    const [refund] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.returnId, row.id)).limit(1);
    if (refund) throw ApiError.conflict(returnMessages.cannotCancel);

    const now = new Date();
    await tx.delete(returns).where(eq(returns.id, row.id));
    const [line] = await tx
      .update(orderItems)
      .set({ returned: false, returnId: null })
      .where(and(eq(orderItems.orderId, row.orderId), eq(orderItems.returnId, row.id)))
      .returning({ title: orderItems.title });
    const others = await tx
      .select({ id: returns.id })
      .from(returns)
      .where(
        and(eq(returns.orderId, row.orderId), ne(returns.id, row.id), inArray(returns.status, OPEN_RETURN_STATUSES)),
      );
    if (others.length === 0) {
      await tx
        .update(orders)
        .set({ status: 'Delivered', returnStatus: null, updatedAt: now })
        .where(and(eq(orders.id, row.orderId), eq(orders.status, 'Return Requested')));
    }
    await recordEvent(tx, {
      orderId: row.orderId,
      kind: 'status',
      actor: 'customer',
      by: user,
      summary: `Return of ${line?.title ?? 'an item'} withdrawn by the shopper`,
      data: { returnId: row.id },
      at: now,
    });
    return row.orderId;
  });
  await removeReturnPhoto(media, returnId);
  return orderId;
}
