import { eq } from 'drizzle-orm';
import { pickupBlocker } from '../../../contract/return-lifecycle';
import { returnMessages } from '../../../contract/returns';
import type { Db } from '../../db/client';
import { orderItems } from '../../db/schema/orders';
import { ApiError } from '../../http/api-error';
import { IntegrationError } from '../../integrations/integration-error';
import type { ShippingGateway } from '../../integrations/shiprocket/shipping-gateway';
import type { Staff } from '../refunds/refunds';
import { lockReturn } from '../returns/lock-return';
import { transitionReturn } from '../returns/transition-return';

/**
 * Books the reverse pickup from the shopper to the workshop (the gateway adds the shop's own
 * address, server/integrations/shop-details.ts): the return becomes Pickup Booked with its own
 * AWB, and the shopper is told a courier WILL collect it. Picked Up follows only from the
 * courier's scan (jobs/tracking-sync/sync-return-tracking.ts; docs/decisions/186). Only an
 * approved return without a booking; the order's and the return's rows stay locked (order
 * first) while the courier is booked, so two clicks cannot book two pickups.
 */
export async function requestPickup(db: Db, shipping: ShippingGateway, id: string, by: Staff): Promise<void> {
  await db.transaction(async (tx) => {
    const { order, ret } = await lockReturn(tx, id);
    const blocker = pickupBlocker({
      status: ret.status,
      refundState: null,
      pickupBooked: ret.shipRocketOrderId !== null,
      received: ret.receivedAt !== null,
    });
    if (blocker) throw ApiError.conflict(blocker);
    const [item] = ret.orderItemId ? await tx.select().from(orderItems).where(eq(orderItems.id, ret.orderItemId)) : [];
    const address = order.address[0];
    if (!address || !item) throw ApiError.conflict(returnMessages.pickupFailed);
    let created: Awaited<ReturnType<ShippingGateway['createReturnPickup']>>;
    try {
      created = await shipping.createReturnPickup({
        returnId: ret.id,
        orderDate: order.createdAt,
        customer: { ...address, email: order.customerEmail },
        items: [
          {
            name: item.title,
            sku: item.slug || item.productId || item.id,
            units: ret.quantity,
            sellingPaise: item.pricePaise,
          },
        ],
        subTotalPaise: item.pricePaise * ret.quantity,
      });
    } catch (error) {
      if (error instanceof IntegrationError) {
        console.warn(`${returnMessages.pickupFailed}: ${error.message}`);
        throw new ApiError(502, returnMessages.pickupFailed);
      }
      throw error;
    }
    await transitionReturn(tx, {
      kind: 'pickup-booked',
      returnId: ret.id,
      shipment: {
        shipRocketOrderId: String(created.order_id),
        shipmentId: String(created.shipment_id),
        awb: created.awb_code || null,
        courierName: created.courier_name || null,
      },
      by,
    });
  });
}
