import { adminOrdersApi } from '../../../contract/api/admin-orders';
import { callAdmin } from '../../api/call';

/** POST /api/admin/orders/{id}/invoice: reads data.invoice_url (the aggregator's invoice). */
export async function createShiprocketInvoice(id: string): Promise<string> {
  const data = await callAdmin(adminOrdersApi.invoice, { params: { id } });
  if (!data.invoice_url) throw new Error('No invoice_url in the answer');
  return data.invoice_url;
}
