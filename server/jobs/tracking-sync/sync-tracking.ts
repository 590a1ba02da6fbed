import { and, asc, gt, inArray, isNotNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { ApiError } from '../../http/api-error';
import { IntegrationError } from '../../integrations/integration-error';
import type { ShippingGateway } from '../../integrations/shiprocket/shipping-gateway';
import { SYNCED_FULFILMENT, SYNCED_STATUSES } from './shipment-progress';
import { syncOrderTracking } from './sync-order-tracking';

export type TrackingSyncResult = { checked: number; scans: number; moved: number; failed: number };

const PAGE = 50;

/**
 * The tracking sync job's run: every order with a booked or travelling shipment, page by page
 * in id order, is brought up to date with the aggregator. One order the aggregator cannot
 * answer for (or that changed under us) is logged and skipped; the next run tries it again.
 */
export async function syncTracking(
  db: Db,
  shipping: ShippingGateway,
  signal?: AbortSignal,
): Promise<TrackingSyncResult> {
  const result: TrackingSyncResult = { checked: 0, scans: 0, moved: 0, failed: 0 };
  let after = '';
  while (!signal?.aborted) {
    const page = await db
      .select({ id: orders.id, shipmentId: orders.shipmentId, tracking: orders.tracking })
      .from(orders)
      .where(
        and(
          gt(orders.id, after),
          inArray(orders.status, [...SYNCED_STATUSES]),
          inArray(orders.fulfillmentStatus, [...SYNCED_FULFILMENT]),
          or(isNotNull(orders.shipmentId), and(isNotNull(orders.shipRocketOrderId), ne(orders.tracking, 'NA'))),
        ),
      )
      .orderBy(asc(orders.id))
      .limit(PAGE);
    for (const order of page) {
      if (signal?.aborted) break;
      result.checked++;
      try {
        const synced = await syncOrderTracking(db, shipping, order);
        result.scans += synced.scans;
        result.moved += synced.moved.length;
      } catch (error) {
        if (!(error instanceof IntegrationError || error instanceof ApiError)) throw error;
        result.failed++;
        console.warn(`Tracking sync: order ${order.id} not updated: ${error.message}`);
      }
    }
    const last = page.at(-1);
    if (!last || page.length < PAGE) break;
    after = last.id;
  }
  return result;
}
