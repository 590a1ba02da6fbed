import type { AdminInvoiceResponse } from '../../../contract/admin-orders';
import { adminApi } from '../../api/client';

/** POST /api/admin/orders/{id}/invoice: reads data.invoice_url (the aggregator's invoice). */
export async function createShiprocketInvoice(id: string): Promise<string> {
  const data = await adminApi.post<Partial<AdminInvoiceResponse> | null>(
    `admin/orders/${encodeURIComponent(id)}/invoice`,
  );
  if (!data?.invoice_url) throw new Error('No invoice_url in the answer');
  return data.invoice_url;
}
