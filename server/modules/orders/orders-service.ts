import { and, eq, ne, type SQL } from 'drizzle-orm';
import { messages } from '../../../contract/messages';
import type { Order } from '../../../contract/order';
import { SHOPPER_EVENT_KINDS } from '../../../contract/order-lifecycle/events';
import { customerCanCancel } from '../../../contract/order-lifecycle/status-graph';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import type { UserRow } from '../../db/schema/users';
import { ApiError } from '../../http/api-error';
import type { AppDeps } from '../../http/app-env';
import { loadEvents } from '../order-timeline/record-event';
import { settleRefund } from '../refunds/refunds';
import { cancelBookingFirst } from './cancel-booking';
import { loadOrder, loadOrders } from './order-json';
import { transitionOrder } from './transition-order';

/**
 * Orders the shopper sees: not the ones whose online payment never completed (awaiting, or
 * given up: payment state voided). See docs/decisions/074.
 */
export function visibleToShopper(userId: string): SQL {
  return and(
    eq(orders.userId, userId),
    ne(orders.status, 'Awaiting Payment'),
    ne(orders.paymentStatus, 'voided'),
  ) as SQL;
}

export function listShopperOrders(db: Db, userId: string): Promise<Order[]> {
  return loadOrders(db, visibleToShopper(userId));
}

/** The shopper's own order, or 404 whether it is someone else's or does not exist. */
export async function shopperOrder(db: Db, userId: string, orderId: string): Promise<Order> {
  const order = await loadOrder(db, and(eq(orders.id, orderId), eq(orders.userId, userId)) as SQL);
  if (!order) throw ApiError.notFound(messages.orderNotFound);
  return { ...order, timeline: await loadEvents(db, orderId, { kinds: SHOPPER_EVENT_KINDS }) };
}

/**
 * The shopper cancels their order (spec 000 s4) through the one lifecycle: the table says from
 * which statuses (409 otherwise), stock goes back once, a paid online order is refunded in full
 * (sent to the gateway after commit), and the cancellation mail is queued with the change.
 */
export async function cancelShopperOrder(deps: AppDeps, user: UserRow, orderId: string): Promise<Order> {
  const by = { id: user.id, name: user.email };
  const { refund } = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, user.id)))
      .for('update');
    if (!row) throw ApiError.notFound(messages.orderNotFound);
    if (customerCanCancel(row))
      await cancelBookingFirst(tx, deps.integrations.shipping, row, { actor: 'customer', by });
    return transitionOrder(tx, { orderId, to: 'Canceled', actor: 'customer', by });
  });
  if (refund) await settleRefund(deps.db, deps.integrations.payments, refund.id);
  return shopperOrder(deps.db, user.id, orderId);
}
