import { z } from 'zod';

/**
 * Web Push for order steps (issue 23, docs/decisions/210-214): the routes under /api/push, the
 * subscription the browser sends and the messages both sides show. The server and the storefront's
 * page import it; what a push carries to the service worker is in contract/order-push.ts, without
 * zod. The routes themselves are declared in contract/api/push.ts.
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
