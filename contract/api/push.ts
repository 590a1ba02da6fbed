import { pushDeviceSchema, pushKeySchema, pushSubscriptionSchema, pushUnsubscribeSchema } from '../push';
import { defineRoute, json } from './route';

/** Web Push for order steps (docs/decisions/210-214). */
export const pushRoutesApi = {
  key: defineRoute({
    method: 'get',
    path: '/api/push/key',
    access: 'public',
    summary: "The shop's VAPID public key (applicationServerKey)",
    answer: json(pushKeySchema),
  }),
  subscribe: defineRoute({
    method: 'post',
    path: '/api/push/subscribe',
    access: 'customer',
    summary: "This device is told about the shopper's orders",
    body: pushSubscriptionSchema,
    answer: json(pushDeviceSchema),
  }),
  unsubscribe: defineRoute({
    method: 'post',
    path: '/api/push/unsubscribe',
    access: 'customer',
    summary: 'This device is told no more',
    body: pushUnsubscribeSchema,
    answer: json(pushDeviceSchema),
  }),
} as const;
