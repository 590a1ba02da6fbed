import { RETURN_WINDOW_DAYS, SHOP_NAME } from '../../../../contract/constants';
import { orderNumber } from '../../../../contract/order-number';
import { orderStatusLabel } from '../../../../contract/statuses';
import { type Block, type BuiltMessage, greeting, orderLink, render } from './message-parts';

export type OrderStatusInput = {
  orderId: string;
  /** The order's new status, e.g. 'Shipped', 'Delivered', 'Canceled'. */
  status: string;
  customerName?: string;
  /** The tracking number; 'NA' (the spec's "none") is ignored. */
  tracking?: string | null;
  courierName?: string | null;
  trackUrl?: string;
  orderUrl?: string;
  /** Whether the shopper paid online, so a cancellation says the money comes back. */
  paidOnline?: boolean;
};

function shippedBlocks(input: OrderStatusInput, number: string): Block[] {
  const tracking = input.tracking && input.tracking !== 'NA' ? input.tracking : null;
  const courier = input.courierName ? ` with ${input.courierName}` : '';
  return [
    `Good news: your order ${number} has left our workshop${courier}.`,
    ...(tracking ? [`Tracking number: ${tracking}`] : []),
    ...(input.trackUrl ? [{ link: input.trackUrl, label: 'Track your parcel' }] : []),
  ];
}

/** Sent when an order's status changes in a way the shopper should hear about. */
export function orderStatusMessage(input: OrderStatusInput): BuiltMessage {
  const number = orderNumber(input.orderId);
  const label = orderStatusLabel(input.status);
  let subject = `Update on your ${SHOP_NAME} order ${number}: ${label}`;
  let blocks: Block[] = [`The status of your order ${number} is now: ${label}.`];
  let sms = `${SHOP_NAME}: order ${number} is now ${label}.`;

  if (input.status === 'Shipped') {
    subject = `Your ${SHOP_NAME} order ${number} has shipped`;
    blocks = shippedBlocks(input, number);
    const tracking = input.tracking && input.tracking !== 'NA' ? ` Tracking: ${input.tracking}.` : '';
    sms = `${SHOP_NAME}: order ${number} has shipped.${tracking}`;
  } else if (input.status === 'Out for Delivery') {
    subject = `Your ${SHOP_NAME} order ${number} is out for delivery`;
    blocks = [`Your order ${number} is out for delivery and should reach you today.`];
  } else if (input.status === 'Delivered') {
    subject = `Your ${SHOP_NAME} order ${number} has been delivered`;
    blocks = [
      `Your order ${number} has been delivered. We hope you enjoy your handmade jute pieces.`,
      `If something is not right, you can ask for a return within ${RETURN_WINDOW_DAYS} days of delivery from the order page.`,
    ];
    sms = `${SHOP_NAME}: order ${number} has been delivered. Enjoy!`;
  } else if (input.status === 'Canceled') {
    subject = `Your ${SHOP_NAME} order ${number} has been cancelled`;
    blocks = [
      `Your order ${number} has been cancelled.`,
      ...(input.paidOnline
        ? ['The amount you paid will be refunded to your original payment method within 5-7 working days.']
        : []),
    ];
    sms = `${SHOP_NAME}: order ${number} has been cancelled.`;
  } else if (input.status === 'Returned') {
    // The parcel came back to the workshop undelivered (return to origin, docs/decisions/190).
    subject = `Your ${SHOP_NAME} order ${number} came back to us`;
    blocks = [
      `The parcel of your order ${number} was not delivered and has come back to our workshop, so the order is closed.`,
      ...(input.paidOnline
        ? ['The amount you paid will be refunded to your original payment method within 5-7 working days.']
        : []),
    ];
    sms = `${SHOP_NAME}: order ${number} came back to us undelivered and is closed.`;
  }

  const links = orderLink(input.orderUrl);
  return { ...render(subject, [greeting(input.customerName), ...blocks, ...links]), sms };
}
