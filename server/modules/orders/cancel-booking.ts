import { and, desc, eq, ne } from 'drizzle-orm';
import type { Actor } from '../../../contract/order-lifecycle/status-graph';
import { shipmentMessages } from '../../../contract/shipments';
import type { Db } from '../../db/client';
import { shipments } from '../../db/schema/shipments';
import { ApiError } from '../../http/api-error';
import { IntegrationError } from '../../integrations/integration-error';
import type { ShippingGateway, TrackingData } from '../../integrations/shiprocket/shipping-gateway';
import { changeOrderFacts } from './change-order-facts';
import type { OrderRow } from './order-json';

export type ShipmentRow = typeof shipments.$inferSelect;

/** The order's live (not cancelled) shipment, if any. */
export async function liveShipmentOf(tx: Db, orderId: string): Promise<ShipmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), ne(shipments.status, 'cancelled')))
    .orderBy(desc(shipments.createdAt))
    .limit(1);
  return row;
}

/** The live shipment follows the parcel (the tracking job): with the courier, then delivered. */
export async function setLiveShipmentState(tx: Db, orderId: string, status: 'in_transit' | 'delivered'): Promise<void> {
  const live = await liveShipmentOf(tx, orderId);
  if (live && live.status !== status)
    await tx.update(shipments).set({ status, updatedAt: new Date() }).where(eq(shipments.id, live.id));
}

/** Shiprocket's codes once the courier has the parcel (picked up, in transit, out, delivered, returning). */
const COLLECTED = new Set([42, 6, 18, 22, 38, 48, 17, 7, 9, 46, 10, 14]);

function collected(data: TrackingData): boolean {
  return data.track_status === 1 && COLLECTED.has(data.shipment_status);
}

/**
 * Cancels the order's booked shipment with the courier, then records it (docs/decisions/190).
 * Called under the order's row lock, before the order itself is cancelled or booked again: the
 * courier is asked first, so a cancelled order never leaves a live AWB behind. A parcel the
 * courier has already collected is not cancelled: 409, and staff ask for a return to origin.
 * If the courier does not answer, nothing is written and the caller's change is refused (502).
 */
export async function cancelBooking(
  tx: Db,
  shipping: ShippingGateway,
  order: OrderRow,
  who: { actor: Actor; by: { id: string; name: string } | null },
): Promise<OrderRow> {
  const live = await liveShipmentOf(tx, order.id);
  const awb = live?.awb ?? (order.tracking !== 'NA' ? order.tracking : null);
  if (!awb) throw ApiError.conflict(shipmentMessages.noLiveShipment);
  const tooLate = who.actor === 'customer' ? shipmentMessages.customerTooLate : shipmentMessages.alreadyCollected;
  try {
    if (collected(await shipping.track(awb))) throw ApiError.conflict(tooLate);
    await shipping.cancelShipments([awb]);
  } catch (error) {
    if (!(error instanceof IntegrationError)) throw error;
    console.warn(`${shipmentMessages.cancelFailed} (order ${order.id}, AWB ${awb}): ${error.message}`);
    throw new ApiError(502, shipmentMessages.cancelFailed);
  }
  const now = new Date();
  if (live)
    await tx
      .update(shipments)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(eq(shipments.id, live.id));
  return changeOrderFacts(tx, {
    orderId: order.id,
    // Back to where it was before the booking: packed, unless the booking skipped the desk.
    fulfilment: { from: ['shipment_booked'], to: live?.skippedPacking ? 'unfulfilled' : 'packed' },
    shipment: { shipRocketOrderId: null, shipmentId: null, courierName: null, tracking: 'NA' },
    refusal: shipmentMessages.noLiveShipment,
    event: {
      kind: 'shipment',
      actor: who.actor,
      by: who.by,
      summary: `Shipment with ${live?.courierName ?? order.courierName ?? 'the courier'} (AWB ${awb}) cancelled with the courier`,
      data: { awb, shipmentId: live?.shipmentId ?? order.shipmentId },
    },
  });
}

/**
 * Locks the order and, when it has a booked shipment, cancels that first: every path that
 * cancels an order calls this before transitionOrder, which refuses to cancel an order whose
 * shipment is still booked.
 */
export async function cancelBookingFirst(
  tx: Db,
  shipping: ShippingGateway,
  order: OrderRow,
  who: { actor: Actor; by: { id: string; name: string } | null },
): Promise<void> {
  if (order.fulfillmentStatus === 'shipment_booked') await cancelBooking(tx, shipping, order, who);
}
