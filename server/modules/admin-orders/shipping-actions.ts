import { type AdminInvoiceResponse, shippingMessages } from '../../../contract/admin-orders';
import { messages } from '../../../contract/messages';
import { ApiError } from '../../http/api-error';
import type { AppDeps } from '../../http/app-env';
import { IntegrationError } from '../../integrations/integration-error';
import { type CourierList, DEFAULT_PARCEL, type TrackingData } from '../../integrations/shiprocket/shipping-gateway';
import { SHOP_DETAILS } from '../../integrations/shop-details';
import { findOrderRow, loadItems, type OrderRow } from './admin-order-json';
import { orderNotFound } from './change-status';

export const SHIPROCKET_NOT_CREATED = 'Create the ShipRocket order first';
export const NO_ADDRESS = 'This order has no delivery address';

async function orderRow(deps: AppDeps, id: string): Promise<OrderRow> {
  const row = await findOrderRow(deps.db, id);
  if (!row) throw orderNotFound(id);
  return row;
}

/** The provider failed, not the admin: 502 with the spec's message; anything else is a bug. */
export async function viaGateway<T>(message: string, call: () => Promise<T>): Promise<T> {
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
