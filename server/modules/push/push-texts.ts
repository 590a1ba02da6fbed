import { formatPaise } from '../../../contract/money';
import { orderNumber } from '../../../contract/order-number';
import { isPushedOrderStatus, type PushedOrderStatus } from '../../../contract/order-push';
import { REFUND_METHOD_LABEL, type RefundMethod } from '../../../contract/return-lifecycle';
import type { orders } from '../../db/schema/orders';

type OrderRow = typeof orders.$inferSelect;

/** A notification's words: short, the order's number, what happens next (issue 23). */
export type PushText = { title: string; body: string };

/** A product's title as a notification can hold it. */
const short = (text: string, max = 60) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The step an order's status change brings the shopper, or null for a status that is not pushed. */
export function orderStepText(row: OrderRow): PushText | null {
  if (!isPushedOrderStatus(row.status)) return null;
  const number = `#${orderNumber(row.id)}`;
  const texts: Record<PushedOrderStatus, PushText> = {
    Paid: {
      title: `Payment received for order ${number}`,
      body: 'We are packing it next and will tell you when it ships.',
    },
    Shipped: {
      title: `Order ${number} has shipped`,
      body: `It is on its way${row.courierName ? ` with ${row.courierName}` : ''}. Tap to follow it.`,
    },
    'Out for Delivery': {
      title: `Order ${number} is out for delivery`,
      body:
        row.paymentStatus === 'cod_due'
          ? `It arrives today. Please keep ${formatPaise(row.totalPaise)} ready to pay the courier.`
          : 'It arrives today. Please keep your phone close for the courier.',
    },
    Delivered: {
      title: `Order ${number} was delivered`,
      body: 'We hope you love it. Not right? You can ask for a return from the order page.',
    },
  };
  return texts[row.status];
}

export function refundText(orderId: string, amountPaise: number, method: RefundMethod): PushText {
  return {
    title: `Refund of ${formatPaise(amountPaise)} for order #${orderNumber(orderId)}`,
    body:
      method === 'gateway'
        ? 'It goes back to your original payment method; banks usually take 5-7 working days to show it.'
        : `Paid back by ${REFUND_METHOD_LABEL[method]}.`,
  };
}

export function returnReviewText(orderId: string, approved: boolean, productTitle: string): PushText {
  const number = `#${orderNumber(orderId)}`;
  return approved
    ? {
        title: `Return approved for order ${number}`,
        body: `Next we book a courier to collect ${short(productTitle)}; the pickup details come by e-mail.`,
      }
    : {
        title: `Return not accepted for order ${number}`,
        body: `We could not accept the return of ${short(productTitle)}. Our e-mail says why.`,
      };
}
