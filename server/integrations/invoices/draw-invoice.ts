import { addressLine, streetLine } from '../../../contract/address';
import { formatPaise } from '../../../contract/money';
import { orderNumber } from '../../../contract/order-number';
import { indiaLongDate } from '../india-time';
import { SHOP_DETAILS } from '../shop-details';
import {
  type InvoiceAddress,
  type InvoiceData,
  invoiceNumber,
  invoiceSubtotal,
  invoiceTotal,
  lineAmount,
  paymentLabel,
} from './invoice-data';
import { pdfSafe } from './pdf-safe';

const LEFT = 50;
const RIGHT = 545;
const WIDTH = RIGHT - LEFT;
/** Item, quantity, unit price and amount columns: x and width. */
const COLUMNS = { item: [LEFT, 245], qty: [300, 50], unit: [355, 90], amount: [445, 100] } as const;
const GREY = '#555555';

function addressLines(address: InvoiceAddress): string[] {
  const town = addressLine({ city: address.city, state: address.state });
  return [
    address.fullName,
    streetLine(address),
    [town, address.postalCode].filter((part) => part.trim()).join(' '),
    address.country ?? 'India',
    address.phone ? `Phone: ${address.phone}` : '',
  ].filter((line) => line.trim() !== '');
}

function drawShopHeader(doc: PDFKit.PDFDocument, data: InvoiceData): void {
  const top = doc.page.margins.top;
  doc.font('Helvetica-Bold').fontSize(22).fillColor('black').text(SHOP_DETAILS.name, LEFT, top);
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  for (const line of SHOP_DETAILS.addressLines) doc.text(line);
  doc.text(`${SHOP_DETAILS.email}  |  ${SHOP_DETAILS.phone}`);
  doc.text(`GSTIN: ${SHOP_DETAILS.gstin}`);
  const leftBottom = doc.y;

  const facts = [
    ['Invoice no.', invoiceNumber(data.orderId, data.orderDate)],
    ['Order no.', orderNumber(data.orderId)],
    ['Order date', indiaLongDate(data.orderDate.getTime())],
    ['Payment', paymentLabel(data.paymentMethod)],
  ] as const;
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black');
  doc.text(pdfSafe(data.title ?? 'Invoice'), 330, top, { width: RIGHT - 330, align: 'right' });
  doc.font('Helvetica').fontSize(9);
  for (const [label, value] of facts) doc.text(pdfSafe(`${label}: ${value}`), { width: RIGHT - 330, align: 'right' });
  doc.y = Math.max(leftBottom, doc.y) + 12;
  doc.moveTo(LEFT, doc.y).lineTo(RIGHT, doc.y).strokeColor('#cccccc').stroke();
  doc.y += 12;
}

function drawAddresses(doc: PDFKit.PDFDocument, data: InvoiceData): void {
  const top = doc.y;
  const blocks: Array<[string, InvoiceAddress, number]> = [
    ['Billed to', { ...data.billingAddress, fullName: data.customerName || data.billingAddress.fullName }, LEFT],
    ['Shipped to', data.shippingAddress ?? data.billingAddress, 300],
  ];
  let bottom = top;
  for (const [heading, address, x] of blocks) {
    doc.font('Helvetica-Bold').fontSize(10).fillColor('black').text(heading, x, top, { width: 245 });
    doc.font('Helvetica').fontSize(9);
    for (const line of addressLines(address)) doc.text(pdfSafe(line), x, doc.y, { width: 245 });
    bottom = Math.max(bottom, doc.y);
  }
  doc.y = bottom + 16;
}

function drawTableHeader(doc: PDFKit.PDFDocument): void {
  const y = doc.y;
  doc.rect(LEFT, y - 4, WIDTH, 18).fill('#f1ede4');
  doc.font('Helvetica-Bold').fontSize(9).fillColor('black');
  doc.text('Item', COLUMNS.item[0] + 4, y, { width: COLUMNS.item[1] });
  doc.text('Qty', COLUMNS.qty[0], y, { width: COLUMNS.qty[1], align: 'right' });
  doc.text('Unit price', COLUMNS.unit[0], y, { width: COLUMNS.unit[1], align: 'right' });
  doc.text('Amount', COLUMNS.amount[0], y, { width: COLUMNS.amount[1] - 4, align: 'right' });
  doc.y = y + 20;
}

function drawItems(doc: PDFKit.PDFDocument, data: InvoiceData): void {
  drawTableHeader(doc);
  const pageBottom = () => doc.page.height - doc.page.margins.bottom;
  doc.font('Helvetica').fontSize(9);
  for (const line of data.items) {
    const title = pdfSafe(line.title);
    const height = doc.heightOfString(title, { width: COLUMNS.item[1] - 4 });
    // A row never splits across pages; the header is repeated on the new page.
    if (doc.y + height + 6 > pageBottom()) {
      doc.addPage();
      drawTableHeader(doc);
      doc.font('Helvetica').fontSize(9);
    }
    const y = doc.y;
    doc.fillColor('black').text(title, COLUMNS.item[0] + 4, y, { width: COLUMNS.item[1] - 4 });
    doc.text(String(line.quantity), COLUMNS.qty[0], y, { width: COLUMNS.qty[1], align: 'right' });
    doc.text(formatPaise(line.unitPaise), COLUMNS.unit[0], y, { width: COLUMNS.unit[1], align: 'right' });
    doc.text(formatPaise(lineAmount(line)), COLUMNS.amount[0], y, { width: COLUMNS.amount[1] - 4, align: 'right' });
    doc.y = y + height + 6;
    doc
      .moveTo(LEFT, doc.y - 3)
      .lineTo(RIGHT, doc.y - 3)
      .strokeColor('#e5e5e5')
      .stroke();
  }
}

function drawTotals(doc: PDFKit.PDFDocument, data: InvoiceData): void {
  if (doc.y + 110 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const rows: Array<[string, string, boolean]> = [
    ['Subtotal', formatPaise(invoiceSubtotal(data)), false],
    ...(data.discount
      ? [
          [`Offer ${pdfSafe(data.discount.code)}`, `-${formatPaise(data.discount.paise)}`, false] as [
            string,
            string,
            boolean,
          ],
        ]
      : []),
    ['Delivery', `FREE (${formatPaise(0)})`, false],
    ['Total', formatPaise(invoiceTotal(data)), true],
  ];
  doc.y += 6;
  for (const [label, value, strong] of rows) {
    const y = doc.y;
    doc
      .font(strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(strong ? 11 : 9)
      .fillColor('black');
    doc.text(label, 330, y, { width: 110, align: 'right' });
    doc.text(value, COLUMNS.amount[0] - 20, y, { width: COLUMNS.amount[1] + 16, align: 'right' });
    doc.y = y + (strong ? 18 : 14);
  }
  doc.y += 20;
  doc.font('Helvetica-Bold').fontSize(11).text(`Thank you for shopping with ${SHOP_DETAILS.name}!`, LEFT, doc.y, {
    width: WIDTH,
    align: 'center',
  });
  doc.font('Helvetica').fontSize(8).fillColor(GREY);
  doc.text('Every piece is handmade from natural jute by artisans in West Bengal.', { width: WIDTH, align: 'center' });
  doc.text('This is a computer-generated invoice and needs no signature.', { width: WIDTH, align: 'center' });
}

/** Draws one invoice from the current page on; the caller owns the document. */
export function drawInvoice(doc: PDFKit.PDFDocument, data: InvoiceData): void {
  drawShopHeader(doc, data);
  drawAddresses(doc, data);
  drawItems(doc, data);
  drawTotals(doc, data);
}
