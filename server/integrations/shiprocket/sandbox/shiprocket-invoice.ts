import { createHmac } from 'node:crypto';
import { paiseFromRupees } from '../../../../contract/money';
import type { InvoiceAddress, InvoiceData } from '../../invoices/invoice-data';
import type { SandboxOrderRecord } from './sandbox-state';

/**
 * Invoice links are signed: Shiprocket's are unguessable storage URLs, and sandbox order ids
 * are guessable numbers with customers' names and addresses behind them.
 */
export function invoiceSignature(secret: string, ids: readonly number[]): string {
  return createHmac('sha256', secret)
    .update(`invoice:${ids.join('-')}`)
    .digest('base64url')
    .slice(0, 22);
}

function text(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function address(body: Record<string, unknown>, prefix: string): InvoiceAddress {
  return {
    fullName: `${text(body, `${prefix}_customer_name`)} ${text(body, `${prefix}_last_name`)}`.trim(),
    streetAddress: [text(body, `${prefix}_address`), text(body, `${prefix}_address_2`)].filter(Boolean).join(', '),
    city: text(body, `${prefix}_city`),
    postalCode: text(body, `${prefix}_pincode`),
    state: text(body, `${prefix}_state`),
    country: text(body, `${prefix}_country`) || 'India',
    phone: text(body, `${prefix}_phone`),
  };
}

/** A forward order as Shiprocket received it, drawn with the shop's own invoice layout. */
export function invoiceFromShiprocketOrder(record: SandboxOrderRecord): InvoiceData {
  const { body } = record;
  const billingAddress = address(body, 'billing');
  const items = Array.isArray(body.order_items) ? (body.order_items as Record<string, unknown>[]) : [];
  return {
    title: 'Shipping invoice (sandbox)',
    orderId: text(body, 'order_id'),
    // Shiprocket's order date is India time without a zone.
    orderDate: new Date(`${text(body, 'order_date').replace(' ', 'T')}:00+05:30`),
    customerName: billingAddress.fullName,
    billingAddress,
    ...(body.shipping_is_billing === false ? { shippingAddress: address(body, 'shipping') } : {}),
    paymentMethod: body.payment_method === 'COD' ? 'COD' : 'Online',
    items: items.map((item) => ({
      title: text(item, 'name'),
      quantity: Number(item.units) || 0,
      // Shiprocket's selling_price is rupees.
      unitPaise: paiseFromRupees(Number(item.selling_price) || 0),
    })),
  };
}
