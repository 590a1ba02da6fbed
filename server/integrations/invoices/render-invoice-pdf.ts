import PDFDocument from 'pdfkit';
import { pdfBuffer } from '../pdf-buffer';
import { SHOP_DETAILS } from '../shop-details';
import { drawInvoice } from './draw-invoice';
import { type InvoiceData, invoiceNumber } from './invoice-data';

export type RenderOptions = {
  /** Deflate the page streams (the default). Off makes the text searchable in tests. */
  compress?: boolean;
};

/**
 * Renders one invoice, or several one after another, as an A4 PDF with the standard fonts:
 * no font files to ship, and amounts written 'Rs.' since those fonts lack the rupee sign.
 */
export function renderInvoicePdf(
  invoices: InvoiceData | readonly InvoiceData[],
  options: RenderOptions = {},
): Promise<Buffer> {
  const list: readonly InvoiceData[] = Array.isArray(invoices) ? invoices : [invoices as InvoiceData];
  const first = list[0];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: options.compress ?? true,
    info: {
      Title: first ? `Invoice ${invoiceNumber(first.orderId, first.orderDate)}` : 'Invoice',
      Author: SHOP_DETAILS.name,
    },
  });
  return pdfBuffer(doc, () =>
    list.forEach((invoice, index) => {
      if (index > 0) doc.addPage();
      drawInvoice(doc, invoice);
    }),
  );
}
