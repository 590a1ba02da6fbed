import { z } from 'zod';
import type { Order } from './order';
import type { OrderEvent } from './order-lifecycle/events';
import { paths } from './paths';
import type { OrderStatus, ReturnStatus } from './statuses';

/**
 * Web Push for order steps (issue 23, docs/decisions/210-214): the routes under /api/push, the
 * subscription the browser sends, the messages both sides show, and what a push carries to the
 * service worker. The server and the storefront (page and worker) import it. The routes
 * themselves are declared in contract/api/push.ts.
 */

export const pushMessages = {
  endpointInvalid: 'The subscription endpoint must be an http:// or https:// URL',
  p256dhInvalid: 'keys.p256dh must be a P-256 public key in base64url (65 bytes)',
  authInvalid: 'keys.auth must be a 16-byte secret in base64url',
  subscriptionInvalid: 'This is not a push subscription: send the browser’s PushSubscription as JSON',
  /** The endpoint is another account's: that account has to switch it off (or sign out) first. */
  otherAccount: 'This device gets another account’s order news. Sign that account out here first.',
  subscribed: 'We will tell you on this device when your order moves.',
  unsubscribed: 'Order news is off on this device.',
  // The storefront's own words.
  offer: 'Tell me when it ships',
  offerHint:
    'A notification on this device when your order ships and arrives, and about refunds and returns. No adverts.',
  switchLabel: 'Order news on this device',
  switchHint: 'Shipped, out for delivery, delivered, refunds and returns.',
  unsupported: 'This browser cannot show notifications from the shop.',
  denied: 'Notifications are blocked for this shop. Allow them in your browser’s site settings to turn this on.',
  failed: 'Could not turn on order news. Please try again.',
} as const;

const base64url = (bytes: number) => {
  const chars = Math.ceil((bytes * 4) / 3);
  return new RegExp(`^[A-Za-z0-9_-]{${chars}}={0,2}$`);
};

/** A PushSubscription as the browser's toJSON() gives it (RFC 8291 keys). */
export const pushSubscriptionSchema = z.object(
  {
    endpoint: z
      .string({ error: pushMessages.endpointInvalid })
      .max(2048, pushMessages.endpointInvalid)
      .refine((value) => {
        try {
          return ['https:', 'http:'].includes(new URL(value).protocol);
        } catch {
          return false;
        }
      }, pushMessages.endpointInvalid),
    expirationTime: z.number().nullable().optional(),
    keys: z.object(
      {
        p256dh: z.string({ error: pushMessages.p256dhInvalid }).regex(base64url(65), pushMessages.p256dhInvalid),
        auth: z.string({ error: pushMessages.authInvalid }).regex(base64url(16), pushMessages.authInvalid),
      },
      { error: pushMessages.p256dhInvalid },
    ),
  },
  { error: pushMessages.subscriptionInvalid },
);
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object(
  { endpoint: z.string({ error: pushMessages.endpointInvalid }).min(1, pushMessages.endpointInvalid).max(2048) },
  { error: pushMessages.endpointInvalid },
);

export const pushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;
export const pushDeviceSchema = z.object({ subscribed: z.boolean() });
export type PushDevice = z.infer<typeof pushDeviceSchema>;

/** The order statuses a shopper hears about by push; the rest come by e-mail only. */
export const PUSHED_ORDER_STATUSES: readonly OrderStatus[] = ['Paid', 'Shipped', 'Out for Delivery', 'Delivered'];
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
