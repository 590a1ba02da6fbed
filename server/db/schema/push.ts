/** Web Push: each shopper's subscribed devices and the pushes queued for them (docs/decisions/210). */
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OrderPush } from '../../../contract/order-push';
import { createdAt, deliveryColumns, id, updatedAt } from './columns';
import { orders } from './orders';
import { ownerColumn } from './users';

/**
 * One row per device a shopper switched notifications on for: the browser's PushSubscription.
 * The endpoint is unique: a device belongs to one shopper at a time (docs/decisions/211).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: ownerColumn(),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (RFC 8291), base64url. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * A push to one device about one change of one order, queued in the change's transaction and
 * sent by the push-dispatch job with the mail outbox's retries. It goes with its device.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: id(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** A push goes with its order, so its timeline entry always has an order to go on. */
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<OrderPush>().notNull(),
    ...deliveryColumns(),
  },
  (t) => [
    index('push_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('push_outbox_order_idx').on(t.orderId),
    check('push_outbox_status_valid', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);
