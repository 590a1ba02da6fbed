/** Messages to send (e-mail, SMS, WhatsApp), sent by the background dispatcher. */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { deliveryColumns, id } from './columns';

export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    channel: text('channel').$type<'email' | 'sms' | 'whatsapp'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    /** Plain text; every message has one. */
    body: text('body').notNull(),
    /** The HTML alternative of an e-mail, when there is one. */
    html: text('html'),
    ...deliveryColumns(),
    /** The order the message is about, for its timeline. */
    orderId: text('order_id'),
  },
  (t) => [
    index('outbox_messages_status_created_idx').on(t.status, t.createdAt),
    index('outbox_messages_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_messages_order_idx').on(t.orderId),
    check('outbox_messages_channel_valid', sql`${t.channel} in ('email', 'sms', 'whatsapp')`),
    check('outbox_messages_status_valid', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);
