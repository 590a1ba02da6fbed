import { and, eq } from 'drizzle-orm';
import { returnDeadline } from '../../../contract/order-lifecycle/return-deadline';
import { RETURNABLE_ORDER_STATUSES } from '../../../contract/return-lifecycle';
import { returnMessages } from '../../../contract/returns';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema/orders';
import { ApiError } from '../../http/api-error';
import { isObjectId } from '../../lib/object-id';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/**
 * The shopper's order and its lines when at least one line can still be returned; otherwise
 * 404 (unknown or someone else's order) or 409 naming the reason. `tx` may be a transaction.
 */
export async function returnableOrder(
  db: Db,
  userId: string,
  orderId: string,
  now: Date,
): Promise<{ order: OrderRow; items: OrderItemRow[]; returnBy: Date }> {
  if (!isObjectId(orderId)) throw ApiError.notFound(returnMessages.orderNotFound);
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw ApiError.notFound(returnMessages.orderNotFound);
  // Delivered, or with returns under way or done that left other units (decisions 110, 187).
  if (!RETURNABLE_ORDER_STATUSES.includes(order.status) || !order.deliveryDate) {
    throw ApiError.conflict(returnMessages.notDelivered);
  }
  const until = returnDeadline(order.deliveryDate);
  if (now.getTime() > until.getTime()) throw ApiError.conflict(returnMessages.windowClosed);
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.position);
  if (!items.some((item) => item.returnedQuantity < item.quantity)) throw ApiError.conflict(returnMessages.allReturned);
  return { order, items, returnBy: until };
}
