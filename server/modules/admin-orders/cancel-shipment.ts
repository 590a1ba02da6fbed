import { eq } from 'drizzle-orm';
import type { Order } from '../../../contract/order';
import { shipmentMessages } from '../../../contract/shipments';
import { orders } from '../../db/schema/orders';
import type { UserRow } from '../../db/schema/users';
import { ApiError } from '../../http/api-error';
import type { AppDeps } from '../../http/app-env';
import { cancelBooking } from '../orders/cancel-booking';
import { getOrder, orderNotFound, staffOf } from './change-status';

/**
 * `POST /api/admin/orders/{id}/shipment/cancel`: staff cancel a booked shipment the courier has
 * not collected (a wrong courier, a changed address); the order stays packed and can be booked
 * again. The one way to change a booked AWB (docs/decisions/192).
 */
export async function cancelOrderShipment(deps: AppDeps, id: string, staff: UserRow): Promise<Order> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!row) throw orderNotFound(id);
    if (row.fulfillmentStatus !== 'shipment_booked') throw ApiError.conflict(shipmentMessages.noLiveShipment);
    await cancelBooking(tx, deps.integrations.shipping, row, { actor: 'admin', by: staffOf(staff) });
  });
  return getOrder(deps.db, id);
}
