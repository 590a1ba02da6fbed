/** Payments received (webhook events) and money given back (refunds). */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { REFUND_METHODS, REFUND_STATES, type RefundMethod, type RefundState } from '../../../contract/return-lifecycle';
import type { OrderStatus } from '../../../contract/statuses';
import { createdAt, id, moment } from './columns';
import { orders } from './orders';
import { returns } from './returns';

/** Provider event ids already handled: a webhook delivered twice is applied once. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull().default('razorpay'),
  eventType: text('event_type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: moment('received_at').notNull().defaultNow(),
});

/**
 * Money given back (docs/decisions/143). A refund is written as pending before the gateway is
 * called, with its own id as the gateway's idempotency key, and confirmed after. At most one
 * live (pending or succeeded) refund per return, and per order for a whole-order refund.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    returnId: text('return_id').references(() => returns.id, { onDelete: 'set null' }),
    amountPaise: integer('amount_paise').notNull(),
    method: text('method').$type<RefundMethod>().notNull(),
    /** Staff's reference for a recorded refund (UPI id, bank reference, receipt number). */
    reference: text('reference'),
    gatewayRefundId: text('gateway_refund_id'),
    status: text('status').$type<RefundState>().notNull().default('pending'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdBy: text('created_by'),
    /** The order status to set once the money has moved (a whole-order refund: Refunded); null keeps it. */
    orderStatusAfter: text('order_status_after').$type<OrderStatus>(),
    createdAt: createdAt(),
    completedAt: moment('completed_at'),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    index('refunds_status_idx').on(t.status, t.createdAt),
    uniqueIndex('refunds_one_live_per_return')
      .on(t.returnId)
      .where(sql`${t.returnId} is not null and ${t.status} <> 'failed'`),
    uniqueIndex('refunds_one_live_whole_order')
      .on(t.orderId)
      .where(sql`${t.returnId} is null and ${t.status} <> 'failed'`),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
    check('refunds_status_valid', sql.raw(`status in (${REFUND_STATES.map((v) => `'${v}'`).join(', ')})`)),
    check('refunds_method_valid', sql.raw(`method in (${REFUND_METHODS.map((v) => `'${v}'`).join(', ')})`)),
  ],
);
