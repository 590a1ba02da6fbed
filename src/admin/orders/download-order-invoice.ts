import type { Order } from '../../../contract/order';
import { adminFetch } from '../shared/admin-fetch';

export const INVOICE_DOWNLOADED = 'Invoice downloaded successfully!';
export const INVOICE_FAILED = 'Failed to download invoice';

/** The order's invoice URL; the server leaves it empty until the orders module fills it. */
export function invoiceUrlOf(order: Pick<Order, '_id' | 'invoice'>): string {
  return order.invoice || `/api/orders/invoice/${encodeURIComponent(order._id)}`;
}

/** Print (spec 001): fetch the order's invoice as a blob and save it as a file. */
export async function downloadOrderInvoice(order: Pick<Order, '_id' | 'invoice'>): Promise<void> {
  const response = await adminFetch(invoiceUrlOf(order));
  if (!response.ok) throw new Error(`Invoice request failed (${response.status})`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `invoice-${order._id}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
