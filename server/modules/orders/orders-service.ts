import { and, eq, inArray, isNull, like, ne, not, or, type SQL } from 'drizzle-orm';
import type { Order } from '../../../contract/order';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { loadOrder, loadOrders } from './order-json';
import { releaseStock } from './reserve-stock';

export const CANCELLABLE_STATUSES = ['Placed', 'Processing'];
export const CANNOT_CANCEL = 'This order can no longer be cancelled';

/**
 * Orders the shopper sees: not the ones whose online payment never completed (awaiting, or
 * released with a payment_* fulfilment status). See docs/decisions/074.
 */
export function visibleToShopper(userId: string): SQL {
  return and(
    eq(orders.userId, userId),
    ne(orders.status, 'Awaiting Payment'),
    or(
      ne(orders.status, 'Canceled'),
      isNull(orders.fulfillmentStatus),
      not(like(orders.fulfillmentStatus, 'payment\\_%')),
    ),
  ) as SQL;
}

export function listShopperOrders(db: Db, userId: string): Promise<Order[]> {
  return loadOrders(db, visibleToShopper(userId));
}

/** The shopper's own order, or 404 whether it is someone else's or does not exist. */
export async function shopperOrder(db: Db, userId: string, orderId: string): Promise<Order> {
  const order = await loadOrder(db, and(eq(orders.id, orderId), eq(orders.userId, userId)) as SQL);
  if (!order) throw ApiError.notFound('Order not found');
  return order;
}

/**
 * Cancels a Placed or Processing order and returns its stock, in one transaction. The status
 * is the guard: the conditional UPDATE succeeds once, so stock is returned once.
 */
export async function cancelShopperOrder(db: Db, userId: string, orderId: string): Promise<Order> {
  await db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(orders)
      .set({ status: 'Canceled', updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId), inArray(orders.status, CANCELLABLE_STATUSES)))
      .returning({ id: orders.id });
    if (!cancelled) {
      await shopperOrder(tx, userId, orderId);
      throw ApiError.conflict(CANNOT_CANCEL);
    }
    await releaseStock(tx, orderId);
  });
  return shopperOrder(db, userId, orderId);
}
