import { PROMISES, SHOP_NAME } from '../../../../contract/constants';
import { formatPaise, type Paise } from '../../../../contract/money';
import { orderNumber } from '../../../../contract/order-number';
import { type BuiltMessage, greeting, orderLink, render } from './message-parts';

export type OrderConfirmationInput = {
  orderId: string;
  customerName?: string;
  /** Each line with the paise of one unit. */
  items: { title: string; quantity: number; unitPaise: Paise }[];
  totalPaise: Paise;
  /** The offer the order used and the paise it took off (docs/decisions/220). */
  discount?: { code: string; paise: Paise } | null;
  /** The order's payment method: 'Online' or 'COD'. */
  paymentMethod: string;
  /** Link to the order in the shop, e.g. `${PUBLIC_URL}/order/${orderId}`. */
  orderUrl?: string;
};

/** Sent when an order is placed (cash on delivery) or its online payment is verified. */
export function orderConfirmationMessage(input: OrderConfirmationInput): BuiltMessage {
  const number = orderNumber(input.orderId);
  const total = formatPaise(input.totalPaise);
  const payment = input.paymentMethod === 'COD' ? `Cash on delivery: please keep ${total} ready` : 'Paid online';
  const subject = `Your ${SHOP_NAME} order ${number} is confirmed`;
  const message = render(subject, [
    greeting(input.customerName),
    'Thank you for your order. We have received it and will start packing your handmade pieces soon.',
    `Order number: ${number}\nPayment: ${payment}`,
    {
      list: input.items.map(
        (item) => `${item.title} x ${item.quantity}: ${formatPaise(item.unitPaise * item.quantity)}`,
      ),
    },
    [
      ...(input.discount ? [`Offer ${input.discount.code}: -${formatPaise(input.discount.paise)}`] : []),
      'Delivery: FREE',
      `Total: ${total}`,
    ].join('\n'),
    `${PROMISES.checkout.delivery}.`,
    ...orderLink(input.orderUrl),
  ]);
  return { ...message, sms: `${SHOP_NAME}: order ${number} confirmed, total ${total}. ${PROMISES.checkout.delivery}.` };
}
