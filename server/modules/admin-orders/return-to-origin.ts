import { eq } from 'drizzle-orm';
import type { Order } from '../../../contract/order';
import { shipmentMessages } from '../../../contract/shipments';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { shipments } from '../../db/schema/shipments';
import type { UserRow } from '../../db/schema/users';
import { ApiError } from '../../http/api-error';
import type { AppDeps } from '../../http/app-env';
import { liveShipmentOf } from '../orders/cancel-booking';
import { changeOrderFacts } from '../orders/change-order-facts';
import { transitionOrder } from '../orders/transition-order';
import { settleRefund } from '../refunds/refunds';
import { getOrder, orderNotFound, staffOf } from './change-status';
import { viaGateway } from './shipping-actions';

/**
 * Staff cancel an order whose parcel is already with the courier (docs/decisions/190): the
 * courier is asked to bring it back (return to origin) and the order waits for it. Nothing is
 * restocked or refunded yet: that happens when the parcel is back (the courier's scan, or
 * staff's "back at the workshop"), or staff record it lost.
 */
export async function requestReturnToOrigin(deps: AppDeps, id: string, staff: UserRow): Promise<Order> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!row) throw orderNotFound(id);
    if (row.fulfillmentStatus !== 'shipped' && row.fulfillmentStatus !== 'out_for_delivery')
      throw ApiError.conflict(shipmentMessages.rtoNotInTransit);
    const live = await liveShipmentOf(tx, id);
    const awb = live?.awb ?? (row.tracking !== 'NA' ? row.tracking : null);
    if (!awb) throw ApiError.conflict(shipmentMessages.rtoNotInTransit);
    await viaGateway(shipmentMessages.rtoFailed, () =>
      deps.integrations.shipping.requestReturnToOrigin(awb, 'Order cancelled by the seller'),
    );
    await markReturning(tx, row.id, {
      actor: 'admin',
      by: staffOf(staff),
      summary: `The parcel is on its way back to our workshop: return asked of the courier (AWB ${awb})`,
    });
  });
  return getOrder(deps.db, id);
}

/** The order's parcel is on its way back: asked by staff, or reported by the courier. */
export async function markReturning(
  tx: Db,
  orderId: string,
  event: { actor: 'admin' | 'system'; by?: { id: string; name: string } | null; summary: string },
): Promise<void> {
  const now = new Date();
  const live = await liveShipmentOf(tx, orderId);
  if (live)
    await tx
      .update(shipments)
      .set({ status: 'rto_in_transit', returnRequestedAt: live.returnRequestedAt ?? now, updatedAt: now })
      .where(eq(shipments.id, live.id));
  await changeOrderFacts(tx, {
    orderId,
    fulfilment: { from: ['shipped', 'out_for_delivery'], to: 'rto_in_transit' },
    refusal: shipmentMessages.rtoNotInTransit,
    event: { kind: 'shipment', ...event },
  });
}

/**
 * The returning parcel's end (docs/decisions/190): back at the workshop (Returned: the stock
 * goes back and a paid order is refunded in full, through the one lifecycle), or lost by the
 * courier (Cancelled: a paid order is refunded, nothing is restocked). Either from staff, or
 * "back" from the courier's scan.
 */
export async function endReturnToOrigin(
  tx: Db,
  orderId: string,
  end: {
    outcome: 'returned' | 'lost';
    actor: 'admin' | 'system';
    by?: { id: string; name: string } | null;
    note: string;
  },
) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!row) throw orderNotFound(orderId);
  if (row.fulfillmentStatus !== 'rto_in_transit') throw ApiError.conflict(shipmentMessages.notReturning);
  const live = await liveShipmentOf(tx, orderId);
  if (live)
    await tx
      .update(shipments)
      .set({ status: end.outcome === 'returned' ? 'returned_to_origin' : 'lost', updatedAt: new Date() })
      .where(eq(shipments.id, live.id));
  return transitionOrder(tx, {
    orderId,
    to: end.outcome === 'returned' ? 'Returned' : 'Canceled',
    actor: end.actor,
    by: end.by ?? null,
    note: end.note,
    ...(end.outcome === 'lost' ? { cancelReason: 'lost_in_transit' as const } : {}),
  });
}

/** Staff's record of the returning parcel's end; a refund it starts is sent at once. */
export async function recordReturnToOrigin(
  deps: AppDeps,
  id: string,
  end: { outcome: 'returned' | 'lost'; note: string },
  staff: UserRow,
): Promise<Order> {
  const { refund } = await deps.db.transaction((tx) =>
    endReturnToOrigin(tx, id, { ...end, actor: 'admin', by: staffOf(staff) }),
  );
  if (refund) await settleRefund(deps.db, deps.integrations.payments, refund.id);
  return getOrder(deps.db, id);
}
