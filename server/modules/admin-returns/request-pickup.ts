import { eq } from 'drizzle-orm';
import { pickupBlocker } from '../../../contract/return-lifecycle';
import { returnMessages } from '../../../contract/returns';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema/orders';
import { returns } from '../../db/schema/returns';
import { ApiError } from '../../http/api-error';
import { IntegrationError } from '../../integrations/integration-error';
import type { ShippingGateway } from '../../integrations/shiprocket/shipping-gateway';
import { rupeesOf } from '../catalogue/product-json';
import { recordEvent } from '../order-timeline/record-event';
import type { Staff } from '../refunds/refunds';
import { queueReturnStatusMail } from '../returns/return-mail';
import { findReturnRow } from './admin-return-json';

/**
 * Books the reverse pickup from the shopper to the workshop (the gateway adds the shop's own
 * address, server/integrations/shop-details.ts) and records its ids on the return, which moves
 * to Picked Up; the order's returnStatus becomes Return Pickup Initiated (spec 001 section 4).
 * Only an approved return without a booking (docs/decisions/141); the timeline entry and the
 * shopper's mail are written in the same transaction.
 */
export async function requestPickup(db: Db, shipping: ShippingGateway, id: string, by: Staff): Promise<void> {
  const found = await findReturnRow(db, id);
  const now = new Date();
  await db.transaction(async (tx) => {
    // Locked while the courier is booked, so two clicks cannot book two pickups.
    const [row] = await tx.select().from(returns).where(eq(returns.id, found.id)).for('update');
    if (!row) throw ApiError.notFound(returnMessages.returnNotFound);
    const blocker = pickupBlocker({
      status: row.status,
      refundState: null,
      pickupBooked: row.shipRocketOrderId !== null,
    });
    if (blocker) throw ApiError.conflict(blocker);
    const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId));
    if (!order) throw ApiError.notFound(returnMessages.orderNotFound);
    const [item] = row.orderItemId ? await tx.select().from(orderItems).where(eq(orderItems.id, row.orderItemId)) : [];
    const address = order.address[0];
    if (!address || !item) throw ApiError.conflict(returnMessages.pickupFailed);
    const price = rupeesOf(item.pricePaise);
    let created: Awaited<ReturnType<ShippingGateway['createReturnPickup']>>;
    try {
      created = await shipping.createReturnPickup({
        returnId: row.id,
        orderDate: order.createdAt,
        customer: { ...address, email: order.customerEmail },
        items: [{ name: item.title, sku: item.slug || item.productId || item.id, units: 1, sellingPrice: price }],
        subTotal: price,
      });
    } catch (error) {
      if (error instanceof IntegrationError) {
        console.warn(`${returnMessages.pickupFailed}: ${error.message}`);
        throw new ApiError(502, returnMessages.pickupFailed);
      }
      throw error;
    }
    await tx
      .update(returns)
      .set({
        status: 'Picked Up',
        shipRocketOrderId: String(created.order_id),
        shipmentId: String(created.shipment_id),
        tracking: created.awb_code || null,
        courierName: created.courier_name || null,
        pickupRequestedAt: now,
        updatedAt: now,
      })
      .where(eq(returns.id, row.id));
    await tx
      .update(orders)
      .set({ returnStatus: 'Return Pickup Initiated', updatedAt: now })
      .where(eq(orders.id, order.id));
    await recordEvent(tx, {
      orderId: order.id,
      kind: 'shipment',
      actor: 'admin',
      by,
      summary: `Return pickup of ${item.title} booked${created.awb_code ? ` (AWB ${created.awb_code})` : ''}`,
      data: { returnId: row.id, shipmentId: String(created.shipment_id) },
      at: now,
    });
    await queueReturnStatusMail(tx, { orderId: order.id, status: 'Picked Up', productTitle: item.title });
  });
}
