import { pushDeviceSchema, pushKeySchema, pushSubscriptionSchema, pushUnsubscribeSchema } from '../push';
import { pushAddresses } from './addresses/push';
import { defineRoute, json } from './route';

/** Web Push for order steps (docs/decisions/210-214). */
export const pushRoutesApi = {
  key: defineRoute({
    ...pushAddresses.key,
    access: 'public',
    summary: "The shop's VAPID public key (applicationServerKey)",
    answer: json(pushKeySchema),
  }),
  subscribe: defineRoute({
    ...pushAddresses.subscribe,
    access: 'customer',
    summary: "This device is told about the shopper's orders",
    body: pushSubscriptionSchema,
    answer: json(pushDeviceSchema),
  }),
  unsubscribe: defineRoute({
    ...pushAddresses.unsubscribe,
    access: 'customer',
    summary: 'This device is told no more',
    body: pushUnsubscribeSchema,
    answer: json(pushDeviceSchema),
  }),
} as const;
