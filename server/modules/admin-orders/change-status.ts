import { eq } from 'drizzle-orm';
import type { Order } from '../../../contract/order';
import { findTransition } from '../../../contract/order-lifecycle/status-graph';
import type { RecordedRefundMethod } from '../../../contract/return-lifecycle';
import { shippedNeedsTracking, trackingMessages } from '../../../contract/shipments';
import type { OrderStatus } from '../../../contract/statuses';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import type { UserRow } from '../../db/schema/users';
import { ApiError } from '../../http/api-error';
import type { AppDeps } from '../../http/app-env';
import { loadEvents } from '../order-timeline/record-event';
import { cancelBookingFirst } from '../orders/cancel-booking';
import { transitionOrder } from '../orders/transition-order';
import { settleRefund } from '../refunds/refunds';
import { findOrderRow, toOrders } from './admin-order-json';
import { loadShipments } from './shipment-json';

export function orderNotFound(id: string): ApiError {
  return ApiError.notFound(`No order found with ID: ${id}`);
}

/** The staff member as the timeline names them. */
export function staffOf(user: UserRow): { id: string; name: string } {
  return { id: user.id, name: user.email };
}

export type StatusChange = {
  status: OrderStatus;
  by: UserRow;
  notify?: boolean;
  refund?: { method: RecordedRefundMethod; reference: string };
};

/**
 * The admin's status selector (spec 001 s4) through the one lifecycle (docs/decisions/140):
 * the table decides what is allowed, stock moves once, the mail is queued with the change. A
 * refund the change implies is sent to the gateway after commit; if the gateway does not
 * answer, the refund stays pending for the refunds job and the answer says so on the timeline.
 */
export async function changeStatus(deps: AppDeps, id: string, change: StatusChange): Promise<Order> {
  const by = staffOf(change.by);
  const { refund } = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!row) throw orderNotFound(id);
    if (shippedNeedsTracking(row, change.status))
      throw ApiError.badRequest(trackingMessages.shippedNeedsTracking, {
        tracking: trackingMessages.shippedNeedsTracking,
      });
    if (change.status === 'Canceled' && findTransition(row, 'Canceled', 'admin'))
      await cancelBookingFirst(tx, deps.integrations.shipping, row, { actor: 'admin', by });
    return transitionOrder(tx, {
      orderId: id,
      to: change.status,
      actor: 'admin',
      by,
      notify: change.notify,
      refundRecord: change.refund,
      notFound: () => orderNotFound(id),
    });
  });
  if (refund) await settleRefund(deps.db, deps.integrations.payments, refund.id);
  return getOrder(deps.db, id);
}

/** One order for the admin, with its whole timeline (who did what, and when). */
export async function getOrder(db: Db, id: string): Promise<Order> {
  const row = await findOrderRow(db, id);
  if (!row) throw orderNotFound(id);
  const [order] = await toOrders(db, [row]);
  return {
    ...(order as Order),
    timeline: await loadEvents(db, id, { withActor: true }),
    shipments: await loadShipments(db, id),
  };
}
