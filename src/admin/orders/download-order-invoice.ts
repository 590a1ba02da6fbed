import type { Order } from '../../../contract/order';
import { adminApi, apiPathOf } from '../../api/client';

/** The order's invoice URL; the server leaves it empty until the orders module fills it. */
export function invoiceUrlOf(order: Pick<Order, '_id' | 'invoice'>): string {
  return order.invoice || `/api/orders/invoice/${encodeURIComponent(order._id)}`;
}

/**
 * Print (spec 001): fetch the order's invoice as a blob with the admin's token and save it as a
 * file. No timeout, as the back office has always waited for the PDF.
 */
export async function downloadOrderInvoice(order: Pick<Order, '_id' | 'invoice'>): Promise<void> {
  const blob = await adminApi.getBlob(apiPathOf(invoiceUrlOf(order)), { timeout: false });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `invoice-${order._id}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
