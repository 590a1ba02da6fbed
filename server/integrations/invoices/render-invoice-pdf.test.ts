import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../../testing/extract-pdf-text';
import { type InvoiceData, invoiceDataFromOrder, invoiceNumber } from './invoice-data';
import { renderInvoicePdf } from './render-invoice-pdf';

const invoice: InvoiceData = {
  orderId: '6650a1b2c3d4e5f6a7b8c9d0',
  orderDate: new Date('2025-11-20T06:30:00Z'),
  customerName: 'Ananya Sen',
  billingAddress: {
    fullName: 'Ananya Sen',
    houseNumber: 'Flat 4B',
    streetAddress: '22 Lake Road',
    city: 'Kolkata',
    postalCode: '700029',
    state: 'West Bengal',
    country: 'India',
    phone: '9876543210',
  },
  paymentMethod: 'Online',
  items: [
    { title: 'Handwoven Jute Laundry Basket', quantity: 2, unitPaise: 129_900 },
    { title: 'Jute Tissue Box – Natural', quantity: 1, unitPaise: 34_950 },
  ],
};

describe('renderInvoicePdf', () => {
  it('writes a PDF with the order, the items and the total', async () => {
    const pdf = await renderInvoicePdf(invoice, { compress: false });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = extractPdfText(pdf).join('\n');
    for (const expected of [
      'Jutexx',
      'GSTIN: 19AABCJ1234K1Z5 (sample, not a registered GSTIN)',
      'Invoice no.: JTX/25-26/A7B8C9D0',
      'Order no.: a7b8c9d0',
      'Order date: 20 Nov 2025',
      'Payment: Paid online (Razorpay)',
      'Ananya Sen',
      'Flat 4B, 22 Lake Road',
      'Handwoven Jute Laundry Basket',
      'Jute Tissue Box – Natural',
      'Rs.1,299.00',
      'Rs.2,598.00',
      'Rs.349.50',
      'FREE (Rs.0.00)',
      'Total',
      'Rs.2,947.50',
      'Thank you for shopping with Jutexx!',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('takes an offer off the subtotal: the offer line and the total paid', async () => {
    const pdf = await renderInvoicePdf(
      { ...invoice, discount: { code: 'WELCOME10', paise: 29_475 } },
      { compress: false },
    );
    const text = extractPdfText(pdf);
    const subtotal = text.indexOf('Subtotal');
    expect(text[subtotal + 1]).toBe('Rs.2,947.50');
    expect(text.slice(subtotal)).toEqual(
      expect.arrayContaining(['Offer WELCOME10', '-Rs.294.75', 'Total', 'Rs.2,652.75']),
    );
    expect(text.indexOf('Offer WELCOME10')).toBeLessThan(text.indexOf('Total'));
    expect(text[text.indexOf('Total') + 1]).toBe('Rs.2,652.75');
  });

  it('reads the same when compressed', async () => {
    const pdf = await renderInvoicePdf(invoice);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).not.toContain('Handwoven');
    const text = extractPdfText(pdf).join('\n');
    expect(text).toContain('Handwoven Jute Laundry Basket');
    expect(text).toContain('Rs.2,947.50');
  });

  it('puts many items on more than one page, with the totals after the last', async () => {
    const items = Array.from({ length: 60 }, (_, i) => ({
      title: `Jute bowl no. ${i + 1}`,
      quantity: 1,
      unitPaise: 10_000,
    }));
    const pdf = await renderInvoicePdf({ ...invoice, items }, { compress: false });
    const text = extractPdfText(pdf);
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBeGreaterThan(1);
    expect(text.filter((line) => line === 'Item').length).toBeGreaterThan(1);
    expect(text.indexOf('Jute bowl no. 60')).toBeLessThan(text.indexOf('Rs.6,000.00'));
  });

  it('writes characters the standard fonts lack as ?', async () => {
    const pdf = await renderInvoicePdf({ ...invoice, customerName: 'অনন্যা Sen' }, { compress: false });
    expect(extractPdfText(pdf)).toContain('?????? Sen');
  });

  it('derives the invoice from an order as stored, its lines in the order bought', () => {
    const order = {
      id: 'ord_0123456789abcdef',
      createdAt: new Date('2026-04-02T10:00:00.000Z'),
      address: [invoice.billingAddress],
      paymentMethod: 'COD',
      offerCode: null,
      discountPaise: 0,
      lines: [
        { title: 'Jute Coaster', pricePaise: 14_950, quantity: 1, position: 1 },
        { title: 'Jute Matka', pricePaise: 79_900, quantity: 3, position: 0 },
      ],
    };
    expect(invoiceDataFromOrder(order)).toEqual({
      orderId: 'ord_0123456789abcdef',
      orderDate: new Date('2026-04-02T10:00:00.000Z'),
      customerName: 'Ananya Sen',
      billingAddress: invoice.billingAddress,
      paymentMethod: 'COD',
      items: [
        { title: 'Jute Matka', quantity: 3, unitPaise: 79_900 },
        { title: 'Jute Coaster', quantity: 1, unitPaise: 14_950 },
      ],
    });
    expect(invoiceDataFromOrder({ ...order, offerCode: 'WELCOME10', discountPaise: 25_465 }).discount).toEqual({
      code: 'WELCOME10',
      paise: 25_465,
    });
    expect(invoiceNumber(order.id, order.createdAt)).toBe('JTX/26-27/89ABCDEF');
    expect(invoiceNumber(order.id, new Date('2026-03-31T12:00:00Z'))).toBe('JTX/25-26/89ABCDEF');
  });
});
