import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { addTrackingSchema } from '../../../contract/admin-orders';
import type { Order } from '../../../contract/order';
import { findTransition } from '../../../contract/order-lifecycle/status-graph';
import { trackingMessages } from '../../../contract/shipments';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import type { UserRow } from '../../db/schema/users';
import { ApiError } from '../../http/api-error';
import { liveShipmentOf } from '../orders/cancel-booking';
import { changeOrderFacts } from '../orders/change-order-facts';
import { transitionOrder } from '../orders/transition-order';
import { getOrder, orderNotFound, staffOf } from './change-status';

/** On its way: a new tracking value corrects the parcel's number and does not ship it again. */
const IN_TRANSIT = new Set<string>(['Shipped', 'Out for Delivery']);

type TrackingInput = z.output<typeof addTrackingSchema>;

/**
 * Saves the tracking value (spec 001 s4: "Adding tracking sets status Shipped";
 * docs/decisions/150, 192). A booked shipment's AWB is changed only through the shipment
 * (cancel and book again): 409 naming it. A parcel sent without a booking needs its courier to
 * be marked Shipped, and moves through the one lifecycle, which queues the shopper's mail with
 * the tracking. A number already on a travelling parcel is replaced only when staff confirm the
 * old one (`replaces`): no second mail, a timeline entry naming both.
 */
export async function addTracking(db: Db, id: string, input: TrackingInput, staff: UserRow): Promise<Order> {
  const by = staffOf(staff);
  const { tracking } = input;
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!row) throw orderNotFound(id);
    if (row.tracking === tracking) return;
    const booked = (await liveShipmentOf(tx, id)) ?? (row.shipRocketOrderId ? row : null);
    if (booked && row.tracking !== 'NA') throw ApiError.conflict(trackingMessages.awbOfBooking(row.tracking));
    if (!IN_TRANSIT.has(row.status)) {
      const courierName = input.courierName || row.courierName;
      // The lifecycle's 409 first (a delivered or cancelled order), then what staff must enter.
      if (!courierName && findTransition(row, 'Shipped', 'admin'))
        throw ApiError.badRequest(trackingMessages.courierRequired, { courierName: trackingMessages.courierRequired });
      await transitionOrder(tx, {
        orderId: id,
        to: 'Shipped',
        actor: 'admin',
        by,
        tracking,
        extra: courierName ? { courierName } : {},
        note: `${courierName}, tracking ${tracking}`,
        notFound: () => orderNotFound(id),
      });
      return;
    }
    if (row.tracking !== 'NA' && input.replaces !== row.tracking)
      throw ApiError.conflict(trackingMessages.confirmReplace(row.tracking));
    await changeOrderFacts(tx, {
      orderId: id,
      shipment: { tracking, ...(input.courierName ? { courierName: input.courierName } : {}) },
      refusal: trackingMessages.confirmReplace(row.tracking),
      event: {
        kind: 'shipment',
        actor: 'admin',
        by,
        summary:
          row.tracking === 'NA'
            ? `Tracking set to ${tracking}`
            : `Tracking changed from ${row.tracking} to ${tracking}`,
        data: { from: row.tracking, to: tracking },
      },
    });
  });
  return getOrder(db, id);
}
