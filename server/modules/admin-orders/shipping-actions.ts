import { and, eq, isNull } from 'drizzle-orm';
import { type AdminInvoiceResponse, shippingMessages } from '../../../contract/admin-orders';
import { messages } from '../../../contract/messages';
import type { Order } from '../../../contract/order';
import { lifecycleMessages, SHIPMENT_BOOKABLE } from '../../../contract/order-lifecycle';
import { orders } from '../../db/schema/orders';
import type { UserRow } from '../../db/schema/users';
import { ApiError } from '../../http/api-error';
import type { AppDeps } from '../../http/app-env';
import { IntegrationError } from '../../integrations/integration-error';
import { type CourierList, DEFAULT_PARCEL, type TrackingData } from '../../integrations/shiprocket/shipping-gateway';
import { SHOP_DETAILS } from '../../integrations/shop-details';
import { recordEvent } from '../order-timeline/record-event';
import { transitionOrder } from '../orders/transition-order';
import { findOrderRow, loadItems, type OrderRow } from './admin-order-json';
import { getOrder, orderNotFound, staffOf } from './change-status';

export const SHIPROCKET_NOT_CREATED = 'Create the ShipRocket order first';
export const NO_ADDRESS = 'This order has no delivery address';

async function orderRow(deps: AppDeps, id: string): Promise<OrderRow> {
  const row = await findOrderRow(deps.db, id);
  if (!row) throw orderNotFound(id);
  return row;
}

/** The provider failed, not the admin: 502 with the spec's message; anything else is a bug. */
async function viaGateway<T>(message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof IntegrationError) {
      console.warn(`${message}: ${error.message}`);
      throw new ApiError(502, message);
    }
    throw error;
  }
}

/**
 * Books the forward shipment with the aggregator (spec 001 s4: "Creating a shipping aggregator
 * order sets status Processing"; docs/decisions/150). Only an order awaiting shipment and
 * without a live shipment can be booked, and that is checked under the order's row lock, which
 * is held while the aggregator is called: a second click, or a second tablet, waits and then
 * gets the 409, so no second shipment is ever created. The ids, the fulfilment state, the move
 * to Processing and the timeline entry are written in the same transaction; if the aggregator
 * fails, nothing is written. The AWB, when the aggregator assigned one at once, becomes the
 * tracking value only if staff have not entered one.
 */
export async function createShiprocketOrder(deps: AppDeps, id: string, staff: UserRow): Promise<Order> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!row) throw orderNotFound(id);
    if (row.shipRocketOrderId) throw ApiError.conflict(lifecycleMessages.shipmentExists);
    if (!(SHIPMENT_BOOKABLE as readonly string[]).includes(row.status))
      throw ApiError.conflict(lifecycleMessages.notAwaitingShipment);
    const address = row.address[0];
    if (!address) throw ApiError.conflict(NO_ADDRESS);
    const items = (await loadItems(tx, [id])).get(id) ?? [];
    const created = await viaGateway(shippingMessages.createFailed, () =>
      deps.integrations.shipping.createOrder({
        orderId: row.id,
        orderDate: row.createdAt,
        billing: { ...address, email: row.customerEmail || SHOP_DETAILS.email },
        items: items.map((item) => ({
          name: item.title,
          sku: item.articleCode ?? (item.productId || item._id),
          units: item.quantity,
          sellingPrice: item.price,
        })),
        paymentMethod: row.paymentMethod === 'COD' ? 'COD' : 'Prepaid',
        subTotal: row.totalPaise / 100,
      }),
    );
    const courierName = created.courier_name || row.courierName;
    const awb = created.awb_code || null;
    // The claim stays conditional, so the guarantee does not rest on the lock alone.
    const claimed = await tx
      .update(orders)
      .set({
        shipRocketOrderId: String(created.order_id),
        shipmentId: String(created.shipment_id),
        courierName,
        fulfillmentStatus: 'shipment_booked',
        ...(row.tracking === 'NA' && awb ? { tracking: awb } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(orders.id, id), isNull(orders.shipRocketOrderId)))
      .returning({ id: orders.id });
    if (claimed.length === 0) throw ApiError.conflict(lifecycleMessages.shipmentExists);

    const by = staffOf(staff);
    const summary = `Shipment booked with ${courierName || 'the courier'}${awb ? `, AWB ${awb}` : ''}`;
    await recordEvent(tx, {
      orderId: id,
      kind: 'shipment',
      actor: 'admin',
      by,
      summary,
      data: { shipRocketOrderId: String(created.order_id), shipmentId: String(created.shipment_id), awb },
    });
    // The status follows through the one lifecycle; Processing keeps 'shipment_booked'.
    if (row.status !== 'Processing')
      await transitionOrder(tx, { orderId: id, to: 'Processing', actor: 'admin', by, note: 'shipment booked' });
  });
  return getOrder(deps.db, id);
}

/** Couriers for the order's route: from the workshop to its first address. */
export async function listCouriersFor(deps: AppDeps, id: string): Promise<CourierList> {
  const row = await orderRow(deps, id);
  const address = row.address[0];
  if (!address) throw ApiError.conflict(NO_ADDRESS);
  const items = (await loadItems(deps.db, [id])).get(id) ?? [];
  const units = items.reduce((sum, item) => sum + item.quantity, 0);
  return viaGateway(shippingMessages.couriersFailed, () =>
    deps.integrations.shipping.listCouriers({
      pickupPostcode: SHOP_DETAILS.pincode,
      deliveryPostcode: address.postalCode.trim(),
      weightKg: DEFAULT_PARCEL.weightKg * Math.max(1, units),
      cod: row.paymentMethod === 'COD',
    }),
  );
}

export async function shiprocketInvoice(deps: AppDeps, id: string): Promise<AdminInvoiceResponse> {
  const row = await orderRow(deps, id);
  const shiprocketId = row.shipRocketOrderId;
  if (!shiprocketId) throw ApiError.conflict(SHIPROCKET_NOT_CREATED);
  const result = await viaGateway(messages.invoiceFailed, () => deps.integrations.shipping.invoice([shiprocketId]));
  if (!result.invoice_url) throw new ApiError(502, messages.invoiceFailed);
  return { invoice_url: result.invoice_url };
}

export function trackAwb(deps: AppDeps, awb: string): Promise<TrackingData> {
  return viaGateway(shippingMessages.trackingFailed, () => deps.integrations.shipping.track(awb));
}
