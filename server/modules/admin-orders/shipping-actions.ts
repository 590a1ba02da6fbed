import { and, eq, isNull } from 'drizzle-orm';
import type { AdminInvoiceResponse } from '../../../contract/admin-orders';
import type { Order } from '../../../contract/order';
import { orders } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { AppDeps } from '../../http/app-env';
import { IntegrationError } from '../../integrations/integration-error';
import { type CourierList, DEFAULT_PARCEL, type TrackingData } from '../../integrations/shiprocket/shipping-gateway';
import { SHOP_DETAILS } from '../../integrations/shop-details';
import { findOrderRow, loadItems, type OrderRow } from './admin-order-json';
import { changeStatus, orderNotFound } from './change-status';

export const SHIPROCKET_CREATE_FAILED = 'Failed to create ShipRocket order';
export const SHIPROCKET_ALREADY_CREATED = 'A ShipRocket order already exists for this order';
export const SHIPROCKET_NOT_CREATED = 'Create the ShipRocket order first';
export const TRACKING_FETCH_FAILED = 'Failed to fetch tracking info';
export const COURIERS_FETCH_FAILED = 'Failed to fetch couriers';
export const INVOICE_FAILED = 'Failed to download invoice';
export const NO_ADDRESS = 'This order has no delivery address';
export const CANCELED_NOT_SHIPPED = 'A cancelled order cannot be shipped; change its status first';

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
 * Creates the forward shipment with the aggregator and records its ids on the order, which
 * moves to Processing (spec 001 section 4). The AWB, when the aggregator assigned one at once,
 * becomes the tracking value only if the admin has not entered one.
 */
export async function createShiprocketOrder(deps: AppDeps, id: string): Promise<Order> {
  const row = await orderRow(deps, id);
  if (row.shipRocketOrderId) throw ApiError.conflict(SHIPROCKET_ALREADY_CREATED);
  if (row.status === 'Canceled') throw ApiError.conflict(CANCELED_NOT_SHIPPED);
  const address = row.address[0];
  if (!address) throw ApiError.conflict(NO_ADDRESS);
  const items = (await loadItems(deps.db, [id])).get(id) ?? [];
  const created = await viaGateway(SHIPROCKET_CREATE_FAILED, () =>
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
  // Claimed atomically: of two admins pressing at once, the second gets the 409.
  const claimed = await deps.db
    .update(orders)
    .set({
      shipRocketOrderId: String(created.order_id),
      shipmentId: String(created.shipment_id),
      courierName: created.courier_name || row.courierName,
      updatedAt: new Date(),
    })
    .where(and(eq(orders.id, id), isNull(orders.shipRocketOrderId)))
    .returning({ id: orders.id });
  if (claimed.length === 0) throw ApiError.conflict(SHIPROCKET_ALREADY_CREATED);
  const tracking = row.tracking === 'NA' && created.awb_code ? created.awb_code : undefined;
  return changeStatus(deps, id, { status: 'Processing', tracking });
}

/** Couriers for the order's route: from the workshop to its first address. */
export async function listCouriersFor(deps: AppDeps, id: string): Promise<CourierList> {
  const row = await orderRow(deps, id);
  const address = row.address[0];
  if (!address) throw ApiError.conflict(NO_ADDRESS);
  const items = (await loadItems(deps.db, [id])).get(id) ?? [];
  const units = items.reduce((sum, item) => sum + item.quantity, 0);
  return viaGateway(COURIERS_FETCH_FAILED, () =>
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
  const result = await viaGateway(INVOICE_FAILED, () => deps.integrations.shipping.invoice([shiprocketId]));
  if (!result.invoice_url) throw new ApiError(502, INVOICE_FAILED);
  return { invoice_url: result.invoice_url };
}

export function trackAwb(deps: AppDeps, awb: string): Promise<TrackingData> {
  return viaGateway(TRACKING_FETCH_FAILED, () => deps.integrations.shipping.track(awb));
}
