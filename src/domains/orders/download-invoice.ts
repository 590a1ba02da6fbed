import { messages } from '../../../contract/messages';
import { api, apiPathOf } from '../../api/client';

/** GET the order's invoice URL with the API client (bearer + cookie) and save it as a file. */
export async function downloadInvoice(invoiceUrl: string, orderNumber: string): Promise<void> {
  try {
    const blob = await api.getBlob(apiPathOf(invoiceUrl));
    const href = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = href;
    link.download = `invoice-${orderNumber}.pdf`;
    document.body.appendChild(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
    window.alert(messages.invoiceDownloaded);
  } catch (error) {
    console.warn('Invoice download failed:', error);
    window.alert(messages.invoiceFailed);
  }
}
