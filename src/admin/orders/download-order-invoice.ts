import { ordersApi } from '../../../contract/api/orders';
import type { Order } from '../../../contract/order';
import { fetchAdminFile } from '../../api/call';

/**
 * Print (spec 001): fetch the order's invoice as a blob with the admin's token and save it as a
 * file. No timeout, as the back office has always waited for the PDF.
 */
export async function downloadOrderInvoice(order: Pick<Order, '_id' | 'invoice'>): Promise<void> {
  // The URL the order carries, else the invoice route: the server may leave the link empty.
  const from = order.invoice ? { url: order.invoice } : { params: { id: order._id } };
  const blob = await fetchAdminFile(ordersApi.invoice, from, { timeout: false });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `invoice-${order._id}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
