import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderEvents, orders } from '../../db/schema/orders';
import type { ShippingGateway, TrackingData } from '../../integrations/shiprocket/shipping-gateway';
import { endReturnToOrigin, markReturning } from '../../modules/admin-orders/return-to-origin';
import { recordEvent } from '../../modules/order-timeline/record-event';
import { setLiveShipmentState } from '../../modules/orders/cancel-booking';
import { transitionOrder } from '../../modules/orders/transition-order';
import {
  returnToOrigin,
  SYNCED_FULFILMENT,
  SYNCED_STATUSES,
  stepsTowards,
  type TrackedStatus,
  trackedStatus,
} from './shipment-progress';
import { scanKey, scanSummary, scansOf } from './tracking-scans';

export type TrackedOrder = { id: string; shipmentId: string | null; tracking: string };
/** What one order's sync did; a refund it started (a parcel back at the workshop) is settled after commit. */
export type OrderSyncResult = { scans: number; moved: Array<TrackedStatus | 'Returned'>; refundId: string | null };

/** The aggregator's tracking of the order's parcel: by its AWB (the courier's own), else the shipment id. */
function fetchTracking(shipping: ShippingGateway, order: TrackedOrder): Promise<TrackingData> {
  return order.tracking !== 'NA' || !order.shipmentId
    ? shipping.track(order.tracking)
    : shipping.trackShipment(order.shipmentId);
}

/**
 * Brings one order up to date with its parcel. The tracking is fetched first, outside any
 * transaction; then, under the order's row lock, each scan not yet on the timeline is recorded
 * once (a scan is known by its date and activity) and the order moves through transitionOrder,
 * which queues the shopper's mail. Only the last step mails: a parcel found delivered goes
 * Shipped → Delivered and the shopper hears "delivered" once, not both at the same moment.
 * The order is re-read under the lock, so one cancelled or returned meanwhile is left alone.
 */
export async function syncOrderTracking(
  db: Db,
  shipping: ShippingGateway,
  order: TrackedOrder,
): Promise<OrderSyncResult> {
  const data = await fetchTracking(shipping, order);
  if (data.track_status !== 1) return { scans: 0, moved: [], refundId: null };
  const scans = scansOf(data);
  const target = trackedStatus(data);
  const awb = data.shipment_track[0]?.awb_code ?? '';

  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (!row || !SYNCED_STATUSES.includes(row.status) || !SYNCED_FULFILMENT.includes(row.fulfillmentStatus))
      return { scans: 0, moved: [], refundId: null };

    const recorded = await tx
      .select({ data: orderEvents.data })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, row.id), eq(orderEvents.kind, 'shipment')));
    const seen = new Set(recorded.map((event) => scanKey(event.data ?? {})));
    const fresh = scans.filter((scan) => !seen.has(scanKey(scan)));
    const recordedAt = Date.now();
    for (const [index, scan] of fresh.entries()) {
      // A millisecond apart, so the timeline lists them in the courier's order.
      await recordEvent(tx, {
        orderId: row.id,
        kind: 'shipment',
        actor: 'system',
        summary: scanSummary(scan),
        data: { ...scan, awb: awb || null },
        at: new Date(recordedAt + index),
      });
    }

    // A parcel coming back: its status waits until it is at the workshop (docs/decisions/190).
    const back = returnToOrigin(data);
    if (back && (row.fulfillmentStatus === 'shipped' || row.fulfillmentStatus === 'out_for_delivery'))
      await markReturning(tx, row.id, {
        actor: 'system',
        summary: 'The parcel is on its way back to our workshop: the courier could not deliver it',
      });
    if (back || row.fulfillmentStatus === 'rto_in_transit') {
      if (back !== 'returned') return { scans: fresh.length, moved: [], refundId: null };
      const { refund } = await endReturnToOrigin(tx, row.id, {
        outcome: 'returned',
        actor: 'system',
        note: 'the courier returned the parcel to the workshop',
      });
      return { scans: fresh.length, moved: ['Returned'], refundId: refund?.id ?? null };
    }
    const steps = stepsTowards(row.status, target);
    for (const [index, to] of steps.entries()) {
      await transitionOrder(tx, {
        orderId: row.id,
        to,
        actor: 'system',
        notify: index === steps.length - 1,
        // The Shipped mail names the AWB when staff had not entered one.
        tracking: index === 0 && row.tracking === 'NA' && awb ? awb : undefined,
        note: 'reported by the courier',
      });
    }
    if (steps.length > 0)
      await setLiveShipmentState(tx, row.id, steps.at(-1) === 'Delivered' ? 'delivered' : 'in_transit');
    return { scans: fresh.length, moved: steps, refundId: null };
  });
}
