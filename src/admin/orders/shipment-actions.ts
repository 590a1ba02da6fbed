import { adminOrdersApi } from '../../../contract/api/admin-orders';
import type { Order } from '../../../contract/order';
import {
  type BookShipmentInput,
  bookShipmentSchema,
  type CodRemittanceInput,
  codRemittanceSchema,
  type LostParcelInput,
  lostParcelSchema,
} from '../../../contract/shipments';
import { callAdmin } from '../../api/call';

/** POST /api/admin/orders/{id}/shiprocket: book with the chosen courier (docs/decisions/190). */
export function bookShipment(id: string, input: BookShipmentInput): Promise<Order> {
  return callAdmin(adminOrdersApi.bookShipment, { params: { id }, body: bookShipmentSchema.parse(input) });
}

/** Cancel the booked shipment with the courier; the order stays packed and can be booked again. */
export function cancelShipment(id: string): Promise<Order> {
  return callAdmin(adminOrdersApi.cancelShipment, { params: { id } });
}

/** The courier's label for the booked shipment: a link to a PDF. */
export async function shipmentLabelUrl(id: string): Promise<string> {
  return (await callAdmin(adminOrdersApi.label, { params: { id } })).label_url;
}

/** Ask the courier to bring a parcel in transit back to the workshop. */
export function requestReturnToOrigin(id: string): Promise<Order> {
  return callAdmin(adminOrdersApi.returnToOrigin, { params: { id } });
}

/** The returning parcel is back at the workshop: restock, and refund a paid order. */
export function recordParcelBack(id: string): Promise<Order> {
  return callAdmin(adminOrdersApi.returnToOriginReceived, { params: { id } });
}

/** The courier lost the returning parcel: the order is cancelled, a paid one refunded. */
export function recordParcelLost(id: string, input: LostParcelInput): Promise<Order> {
  return callAdmin(adminOrdersApi.returnToOriginLost, { params: { id }, body: lostParcelSchema.parse(input) });
}

/** The courier paid over a COD order's cash (decision 191). */
export function confirmCodRemittance(id: string, input: CodRemittanceInput): Promise<Order> {
  return callAdmin(adminOrdersApi.codRemittance, { params: { id }, body: codRemittanceSchema.parse(input) });
}
