import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderEvents } from '../../db/schema/orders';
import { returns } from '../../db/schema/returns';
import { ApiError } from '../../http/api-error';
import { IntegrationError } from '../../integrations/integration-error';
import type { ShippingGateway } from '../../integrations/shiprocket/shipping-gateway';
import { recordEvent } from '../../modules/order-timeline/record-event';
import { lockReturn } from '../../modules/returns/lock-return';
import { transitionReturn } from '../../modules/returns/transition-return';
import { indiaMoment, pickupScanDate, returnPickedUp } from './return-scans';
import { scanKey, scanSummary, scansOf } from './tracking-scans';

export type ReturnSyncResult = { checked: number; scans: number; pickedUp: number; failed: number };

const PAGE = 50;

/**
 * Follows the return parcels (docs/decisions/186): every return with a booked pickup whose goods
 * are not yet received at the workshop. Each return's tracking is fetched outside any
 * transaction; then, under the order's and the return's row locks (order first), each scan not
 * yet on the order's timeline is recorded once, and the first scan that says the courier has
 * the parcel makes it Picked Up through the one writer of returns, which mails the shopper.
 * Receipt stays with staff: a parcel delivered to the workshop still needs its inspection.
 */
export async function syncReturnTracking(
  db: Db,
  shipping: ShippingGateway,
  signal?: AbortSignal,
): Promise<ReturnSyncResult> {
  const result: ReturnSyncResult = { checked: 0, scans: 0, pickedUp: 0, failed: 0 };
  let after = '';
  while (!signal?.aborted) {
    const page = await db
      .select({ id: returns.id, shipmentId: returns.shipmentId })
      .from(returns)
      .where(
        and(
          gt(returns.id, after),
          isNotNull(returns.shipmentId),
          isNull(returns.receivedAt),
          inArray(returns.status, ['Pickup Booked', 'Picked Up', 'Refunded']),
        ),
      )
      .orderBy(asc(returns.id))
      .limit(PAGE);
    for (const ret of page) {
      if (signal?.aborted || !ret.shipmentId) continue;
      result.checked++;
      try {
        const synced = await syncOneReturn(db, shipping, ret.id, ret.shipmentId);
        result.scans += synced.scans;
        if (synced.pickedUp) result.pickedUp++;
      } catch (error) {
        if (!(error instanceof IntegrationError || error instanceof ApiError)) throw error;
        result.failed++;
        console.warn(`Tracking sync: return ${ret.id} not updated: ${error.message}`);
      }
    }
    const last = page.at(-1);
    if (!last || page.length < PAGE) break;
    after = last.id;
  }
  return result;
}

async function syncOneReturn(db: Db, shipping: ShippingGateway, returnId: string, shipmentId: string) {
  const data = await shipping.trackShipment(shipmentId);
  if (data.track_status !== 1) return { scans: 0, pickedUp: false };
  const scans = scansOf(data);
  const awb = data.shipment_track[0]?.awb_code || null;
  return db.transaction(async (tx) => {
    const { order, ret } = await lockReturn(tx, returnId);
    if (ret.receivedAt || ret.shipmentId !== shipmentId) return { scans: 0, pickedUp: false };
    const recorded = await tx
      .select({ data: orderEvents.data })
      .from(orderEvents)
      .where(
        and(
          eq(orderEvents.orderId, order.id),
          eq(orderEvents.kind, 'shipment'),
          sql`${orderEvents.data} ->> 'returnId' = ${ret.id}`,
        ),
      );
    const seen = new Set(recorded.map((event) => scanKey(event.data ?? {})));
    const fresh = scans.filter((scan) => !seen.has(scanKey(scan)));
    const recordedAt = Date.now();
    for (const [index, scan] of fresh.entries()) {
      // A millisecond apart, so the timeline lists them in the courier's order.
      await recordEvent(tx, {
        orderId: order.id,
        kind: 'shipment',
        actor: 'system',
        summary: `Return parcel — ${scanSummary(scan)}`,
        data: { ...scan, awb, returnId: ret.id },
        at: new Date(recordedAt + index),
      });
    }
    const pickedUp = !ret.pickedUpAt && returnPickedUp(data);
    if (pickedUp) {
      const at = indiaMoment(pickupScanDate(data)) ?? new Date();
      await transitionReturn(tx, { kind: 'picked-up', returnId: ret.id, at, awb });
    }
    return { scans: fresh.length, pickedUp };
  });
}
