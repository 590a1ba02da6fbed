import { SHOP_NAME } from '../../../../contract/constants';
import { formatPaise, type Paise } from '../../../../contract/money';
import { orderNumber } from '../../../../contract/order-number';
import type { ReturnStatus } from '../../../../contract/statuses';
import { type BuiltMessage, greeting, orderLink, render } from './message-parts';

export type ReturnStatusInput = {
  orderId: string;
  status: ReturnStatus;
  productTitle: string;
  customerName?: string;
  /** Paise refunded; the spec's refund is the product's numeric price. */
  refundPaise?: Paise;
  /** The return parcel's AWB, when a pickup is booked. */
  awb?: string | null;
  orderUrl?: string;
};

type Lines = (title: string, number: string, refund: string, awb: string) => [string, string];

/** One mail per real moment of the goods (docs/decisions/186): "collected" only after the courier's scan. */
const LINES: Record<ReturnStatus, Lines> = {
  Requested: (title, number) => [
    'we have your return request',
    `We have received your request to return ${title} from order ${number}. We will look at it and write to you.`,
  ],
  Approved: (title) => [
    'your return is approved',
    `Your return of ${title} is approved. A courier will come to collect it; we will let you know when the pickup is booked.`,
  ],
  Rejected: (title) => [
    'about your return',
    `We are sorry: we could not accept the return of ${title}. Reply to this e-mail if you would like to talk about it.`,
  ],
  'Pickup Booked': (title, _number, _refund, awb) => [
    'a courier will collect your return',
    `We have booked a courier to collect ${title} from your address${awb ? ` (tracking number ${awb})` : ''}. Please keep it packed and ready; the courier will call before coming.`,
  ],
  'Picked Up': (title) => [
    'your return is on its way to us',
    `The courier has collected ${title}. We will refund you once it reaches our workshop.`,
  ],
  Received: (title) => [
    'we have received your return',
    `${title} has reached our workshop and has been checked. Your refund follows shortly.`,
  ],
  Refunded: (title, _number, refund) => [
    'your refund is on its way',
    `We have refunded ${refund} for ${title}. It usually reaches your account within 5-7 working days.`,
  ],
};

/** Sent when a return request changes status. */
export function returnStatusMessage(input: ReturnStatusInput): BuiltMessage {
  const number = orderNumber(input.orderId);
  const refund = input.refundPaise === undefined ? 'the amount' : formatPaise(input.refundPaise);
  const [headline, body] = LINES[input.status](input.productTitle, number, refund, input.awb ?? '');
  const subject = `${SHOP_NAME} order ${number}: ${headline}`;
  const message = render(subject, [greeting(input.customerName), body, ...orderLink(input.orderUrl)]);
  return { ...message, sms: `${SHOP_NAME}: order ${number}, ${headline}.` };
}
