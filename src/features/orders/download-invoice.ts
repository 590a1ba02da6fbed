import { api } from '../../api/client';

export const invoiceMessages = {
  ok: 'Invoice downloaded successfully!',
  failed: 'Failed to download invoice',
} as const;

/** GET the order's invoice URL with the API client (bearer + cookie) and save it as a file. */
export async function downloadInvoice(invoiceUrl: string, orderNumber: string): Promise<void> {
  try {
    const path = invoiceUrl.replace(/^(https?:\/\/[^/]+)?\/api\//, '');
    const blob = await api.getBlob(path);
    const href = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = href;
    link.download = `invoice-${orderNumber}.pdf`;
    document.body.appendChild(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
    window.alert(invoiceMessages.ok);
  } catch (error) {
    console.warn('Invoice download failed:', error);
    window.alert(invoiceMessages.failed);
  }
}
