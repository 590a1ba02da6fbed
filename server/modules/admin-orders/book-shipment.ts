import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { shippingMessages } from '../../../contract/admin-orders';
import type { Order } from '../../../contract/order';
import { lifecycleMessages } from '../../../contract/order-lifecycle/messages';
import { SHIPMENT_BOOKABLE } from '../../../contract/order-lifecycle/status-graph';
import { type bookShipmentSchema, shipmentMessages } from '../../../contract/shipments';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { shipments } from '../../db/schema/shipments';
import type { UserRow } from '../../db/schema/users';
import { ApiError } from '../../http/api-error';
import type { AppDeps } from '../../http/app-env';
import { SHOP_DETAILS } from '../../integrations/shop-details';
import { newObjectId } from '../../lib/object-id';
import { liveShipmentOf } from '../orders/cancel-booking';
import { changeOrderFacts } from '../orders/change-order-facts';
import { loadOrderItems } from '../orders/order-json';
import { transitionOrder } from '../orders/transition-order';
import { getOrder, orderNotFound, staffOf } from './change-status';
import { chooseCourier } from './choose-courier';
import { listCouriersFor, NO_ADDRESS, viaGateway } from './shipping-actions';

type BookInput = z.output<typeof bookShipmentSchema>;

/**
 * Books the forward shipment (spec 001 s4: "Creating a shipping aggregator order sets status
 * Processing"; docs/decisions/150, 190). The courier comes from the order's serviceable list
 * (chooseCourier: staff's choice, or the recommended one; COD-capable for a COD order). Only a
 * packed order, unless staff say they skip the packing desk. Under the order's row lock, held
 * while the aggregator is called, so a second click or tablet waits and gets the 409; the
 * shipment row, the order's ids and AWB, the fulfilment state, Processing and the timeline
 * entry are written in one transaction, and nothing if the aggregator fails.
 */
export async function bookShipment(deps: AppDeps, id: string, input: BookInput, staff: UserRow): Promise<Order> {
  const [peek] = await deps.db.select().from(orders).where(eq(orders.id, id));
  if (!peek) throw orderNotFound(id);
  refuseUnbookable(peek, input.skipPacking);
  const courier = chooseCourier(await listCouriersFor(deps, id), peek.paymentMethod === 'COD', input.courierId);
  const by = staffOf(staff);
  try {
    await deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!row) throw orderNotFound(id);
      if (row.shipRocketOrderId || (await liveShipmentOf(tx, id)))
        throw ApiError.conflict(lifecycleMessages.shipmentExists);
      refuseUnbookable(row, input.skipPacking);
      const address = row.address[0];
      if (!address) throw ApiError.conflict(NO_ADDRESS);
      const items = (await loadOrderItems(tx, [id])).get(id) ?? [];
      const shipping = deps.integrations.shipping;
      const booked = await viaGateway(shippingMessages.createFailed, async () => {
        const created = await shipping.createOrder({
          orderId: row.id,
          orderDate: row.createdAt,
          billing: { ...address, email: row.customerEmail || SHOP_DETAILS.email },
          items: items.map((item) => ({
            name: item.title,
            sku: item.articleCode ?? (item.productId || item.id),
            units: item.quantity,
            sellingPaise: item.pricePaise,
          })),
          paymentMethod: row.paymentMethod === 'COD' ? 'COD' : 'Prepaid',
          subTotalPaise: row.totalPaise,
        });
        const assigned = await shipping.assignAwb({
          shipmentId: created.shipment_id,
          courierId: courier.courier_company_id,
        });
        return { created, assigned };
      });
      const { created, assigned } = booked;
      await tx.insert(shipments).values({
        id: newObjectId(),
        orderId: id,
        status: 'booked',
        shipRocketOrderId: String(created.order_id),
        shipmentId: String(created.shipment_id),
        awb: assigned.awb_code,
        courierId: assigned.courier_company_id,
        courierName: assigned.courier_name,
        trackUrl: shipping.trackingPageUrl(assigned.awb_code),
        bookedBy: by.name,
        skippedPacking: row.fulfillmentStatus !== 'packed',
      });
      await changeOrderFacts(tx, {
        orderId: id,
        fulfilment: { from: ['unfulfilled', 'packed'], to: 'shipment_booked' },
        shipment: {
          shipRocketOrderId: String(created.order_id),
          shipmentId: String(created.shipment_id),
          courierName: assigned.courier_name,
          tracking: assigned.awb_code,
        },
        refusal: lifecycleMessages.shipmentExists,
        event: {
          kind: 'shipment',
          actor: 'admin',
          by,
          summary: `Shipment booked with ${assigned.courier_name}, AWB ${assigned.awb_code}${row.fulfillmentStatus === 'packed' ? '' : ' (before packing)'}`,
          data: {
            shipRocketOrderId: String(created.order_id),
            shipmentId: String(created.shipment_id),
            awb: assigned.awb_code,
          },
        },
      });
      // The status follows through the one lifecycle; Processing keeps 'shipment_booked'.
      if (row.status !== 'Processing')
        await transitionOrder(tx, { orderId: id, to: 'Processing', actor: 'admin', by, note: 'shipment booked' });
    });
  } catch (error) {
    // Two bookings raced past the checks: the one-live-shipment index keeps the first.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw ApiError.conflict(lifecycleMessages.shipmentExists);
    throw error;
  }
  return getOrder(deps.db, id);
}

function refuseUnbookable(
  row: { status: string; fulfillmentStatus: string; shipRocketOrderId: string | null },
  skipPacking: boolean,
) {
  if (row.shipRocketOrderId) throw ApiError.conflict(lifecycleMessages.shipmentExists);
  if (!(SHIPMENT_BOOKABLE as readonly string[]).includes(row.status))
    throw ApiError.conflict(lifecycleMessages.notAwaitingShipment);
  if (row.fulfillmentStatus !== 'packed' && !skipPacking) throw ApiError.conflict(shipmentMessages.notPacked);
}
