import type { Order } from './order';
import type { OrderEvent } from './order-lifecycle/events';
import { paths } from './paths';
import type { OrderStatus, ReturnStatus } from './statuses';

/**
 * What a push about an order carries from the server to the service worker (issue 23,
 * docs/decisions/210-214), and how each side names and reads it. No zod here: the worker imports
 * this file, and the subscription's schemas (contract/push.ts) would bring zod's ~60 KB into
 * every start of the worker (docs/decisions/343).
 */

/** The order statuses a shopper hears about by push; the rest come by e-mail only. */
export const PUSHED_ORDER_STATUSES = [
  'Paid',
  'Shipped',
  'Out for Delivery',
  'Delivered',
] as const satisfies readonly OrderStatus[];
export type PushedOrderStatus = (typeof PUSHED_ORDER_STATUSES)[number];

export function isPushedOrderStatus(status: OrderStatus): status is PushedOrderStatus {
  return (PUSHED_ORDER_STATUSES as readonly OrderStatus[]).includes(status);
}
/** A return's review outcomes that are pushed. */
export const PUSHED_RETURN_STATUSES: readonly ReturnStatus[] = ['Approved', 'Rejected'];

/** The order's own fields a push brings to the device's mirror. */
export type OrderPushFacts = Pick<
  Order,
  | 'status'
  | 'paymentStatus'
  | 'fulfillmentStatus'
  | 'refundedAmount'
  | 'returnStatus'
  | 'updatedAt'
  | 'deliveryDate'
  | 'tracking'
  | 'courierName'
>;

/**
 * What one push carries (encrypted end to end, RFC 8291): the notification's words, the order's
 * page, one tag per order so a later step replaces the earlier one, and what changed, so the
 * worker updates the mirrored order and the order page shows the step offline. Only the
 * shopper's own order: nothing of anyone else's.
 */
export type OrderPush = {
  title: string;
  body: string;
  url: string;
  tag: string;
  orderId: string;
  order: OrderPushFacts;
  /** A return of one of the order's lines that moved. */
  lineReturn?: { _id: string; status: ReturnStatus };
  /** The step as the order page's timeline shows it until the next refresh replaces it. */
  event: OrderEvent;
};

/** One notification per order on a device (the notification's tag; the push's Topic is the id). */
export function orderPushTag(orderId: string): string {
  return `order-${orderId}`;
}

/** Where tapping the notification leads. */
export function orderPushUrl(orderId: string): string {
  return paths.order.to(orderId);
}

/** A push's payload as the worker receives it, or null when it is not one of ours. */
export function readOrderPush(value: unknown): OrderPush | null {
  if (typeof value !== 'object' || value === null) return null;
  const push = value as Partial<OrderPush>;
  return typeof push.orderId === 'string' &&
    typeof push.title === 'string' &&
    typeof push.url === 'string' &&
    typeof push.tag === 'string' &&
    typeof push.order === 'object' &&
    push.order !== null
    ? (push as OrderPush)
    : null;
}
