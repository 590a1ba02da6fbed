import PDFDocument from 'pdfkit';
import { formatPaise, type Paise } from '../../../../contract/money';
import { pdfSafe } from '../../invoices/pdf-safe';
import { pdfBuffer } from '../../pdf-buffer';
import { SHOP_DETAILS } from '../../shop-details';

export type LabelData = {
  awb: string;
  courierName: string;
  orderId: string;
  shipTo: { name: string; lines: string[]; phone: string };
  /** Paise to collect on delivery, or null for a prepaid parcel. */
  collectPaise: Paise | null;
  weightKg: number;
};

/** 4 × 6 inches, the size courier label printers take. */
const LABEL_SIZE: [number, number] = [288, 432];

/**
 * The sandbox's shipping label: what a courier's label carries (AWB, courier, addresses, COD
 * amount), one label per page, drawn with the standard fonts like the invoices. No barcode: the
 * sandbox's AWB is printed large for a person to read.
 */
export function renderShippingLabels(labels: readonly LabelData[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: LABEL_SIZE, margin: 16, info: { Title: 'Shipping label (sandbox)' } });
  return pdfBuffer(doc, () =>
    labels.forEach((label, index) => {
      if (index > 0) doc.addPage();
      drawLabel(doc, label);
    }),
  );
}

function drawLabel(doc: PDFKit.PDFDocument, label: LabelData): void {
  const width = LABEL_SIZE[0] - 32;
  doc.font('Helvetica').fontSize(8).text('SANDBOX LABEL - NOT FOR A REAL COURIER', { width, align: 'center' });
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(14).text(pdfSafe(label.courierName), { width });
  doc.font('Helvetica').fontSize(9).text('AWB');
  doc.font('Helvetica-Bold').fontSize(20).text(label.awb, { width });
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(12);
  doc.text(label.collectPaise === null ? 'PREPAID' : `COD: COLLECT ${formatPaise(label.collectPaise)}`, { width });
  doc.moveDown(0.5).font('Helvetica').fontSize(9).text('SHIP TO');
  doc.font('Helvetica-Bold').fontSize(11).text(pdfSafe(label.shipTo.name), { width });
  doc.font('Helvetica').fontSize(10);
  for (const line of label.shipTo.lines) doc.text(pdfSafe(line), { width });
  doc.text(`Phone: ${pdfSafe(label.shipTo.phone)}`, { width });
  doc.moveDown(0.5).fontSize(9).text('FROM');
  doc.fontSize(9).text(pdfSafe(SHOP_DETAILS.name), { width });
  for (const line of SHOP_DETAILS.addressLines) doc.text(pdfSafe(line), { width });
  doc.moveDown(0.5).text(`Order ${pdfSafe(label.orderId)} · ${label.weightKg} kg`, { width });
}
