import type { PostalAddress } from '../../../contract/address';
import type { Paise } from '../../../contract/money';
import { orderNumber } from '../../../contract/order-number';
import { COD_LABEL } from '../../../contract/statuses';
import { indiaFinancialYear } from '../india-time';

export type InvoiceAddress = PostalAddress;

export type InvoiceLine = { title: string; quantity: number; unitPaise: Paise };

/** What one invoice shows. Amounts are paise, formatted when drawn. */
export type InvoiceData = {
  orderId: string;
  orderDate: Date;
  customerName: string;
  billingAddress: InvoiceAddress;
  /** Omit when goods went to the billing address. */
  shippingAddress?: InvoiceAddress;
  /** The order's payment method as stored: 'Online' or 'COD'. */
  paymentMethod: string;
  items: InvoiceLine[];
  /** The offer the order used and the paise it took off the subtotal (docs/decisions/220). */
  discount?: { code: string; paise: Paise };
  /** The heading; the Shiprocket sandbox writes its own. */
  title?: string;
};

/**
 * The invoice number: shop prefix, India's financial year and the order number, so one order
 * always has the same invoice number and it can be found from either (docs/decisions/062).
 */
export function invoiceNumber(orderId: string, orderDate: Date): string {
  return `JTX/${indiaFinancialYear(orderDate.getTime())}/${orderNumber(orderId).toUpperCase()}`;
}

export function paymentLabel(method: string): string {
  if (method === 'COD') return COD_LABEL;
  if (method === 'Online') return 'Paid online (Razorpay)';
  return method;
}

export function lineAmount(line: InvoiceLine): Paise {
  return line.quantity * line.unitPaise;
}

export function invoiceSubtotal(data: InvoiceData): Paise {
  return data.items.reduce((sum, line) => sum + lineAmount(line), 0);
}

/** What the order costs: the subtotal less the offer's discount. */
export function invoiceTotal(data: InvoiceData): Paise {
  return invoiceSubtotal(data) - (data.discount?.paise ?? 0);
}

/** What an invoice needs of an order as stored: paise, the lines in the order they were bought. */
export type InvoiceOrder = {
  id: string;
  createdAt: Date;
  address: readonly PostalAddress[];
  paymentMethod: string;
  offerCode: string | null;
  discountPaise: Paise;
  lines: readonly { title: string; quantity: number; pricePaise: Paise; position: number }[];
};

/** An order as an invoice: its first address is billing and shipping. */
export function invoiceDataFromOrder(order: InvoiceOrder, customerName?: string): InvoiceData {
  const address = order.address[0];
  const billingAddress: InvoiceAddress = address ?? {
    fullName: customerName ?? '',
    streetAddress: '',
    city: '',
    postalCode: '',
    state: '',
  };
  return {
    orderId: order.id,
    orderDate: order.createdAt,
    customerName: customerName ?? address?.fullName ?? '',
    billingAddress,
    paymentMethod: order.paymentMethod,
    items: [...order.lines]
      .sort((a, b) => a.position - b.position)
      .map((line) => ({ title: line.title, quantity: line.quantity, unitPaise: line.pricePaise })),
    ...(order.offerCode && order.discountPaise > 0
      ? { discount: { code: order.offerCode, paise: order.discountPaise } }
      : {}),
  };
}
