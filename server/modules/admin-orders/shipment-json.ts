import { asc, eq } from 'drizzle-orm';
import type { Shipment } from '../../../contract/shipments';
import type { Db } from '../../db/client';
import { shipments } from '../../db/schema/shipments';
import type { ShipmentRow } from '../orders/cancel-booking';

export function shipmentJson(row: ShipmentRow): Shipment {
  return {
    _id: row.id,
    status: row.status,
    shipRocketOrderId: row.shipRocketOrderId,
    shipmentId: row.shipmentId,
    awb: row.awb,
    courierId: row.courierId,
    courierName: row.courierName,
    bookedAt: row.createdAt.toISOString(),
    bookedBy: row.bookedBy,
    skippedPacking: row.skippedPacking,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    returnRequestedAt: row.returnRequestedAt?.toISOString() ?? null,
  };
}

/** An order's shipments, oldest first: the live one, if any, is last. */
export async function loadShipments(db: Db, orderId: string): Promise<Shipment[]> {
  const rows = await db
    .select()
    .from(shipments)
    .where(eq(shipments.orderId, orderId))
    .orderBy(asc(shipments.createdAt));
  return rows.map(shipmentJson);
}
