/** Items a shopper sends back. */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { RETURN_STATUSES, type ReturnStatus } from '../../../contract/statuses';
import { products } from './catalogue';
import { createdAt, id, moment, updatedAt } from './columns';
import { orderItems, orders } from './orders';
import { users } from './users';

export const returns = pgTable(
  'returns',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: text('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<ReturnStatus>().notNull().default('Requested'),
    reason: text('reason').notNull(),
    description: text('description').notNull().default(''),
    refundMethod: text('refund_method'),
    image: text('image'),
    refundId: text('refund_id'),
    shipRocketOrderId: text('ship_rocket_order_id'),
    shipmentId: text('shipment_id'),
    tracking: text('tracking'),
    courierName: text('courier_name'),
    pickupRequestedAt: moment('pickup_requested_at'),
    refundedAt: moment('refunded_at'),
    requestedAt: moment('requested_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('returns_status_valid', sql.raw(`status in (${RETURN_STATUSES.map((v) => `'${v}'`).join(', ')})`)),
    index('returns_status_requested_idx').on(t.status, t.requestedAt),
    index('returns_order_idx').on(t.orderId),
    index('returns_user_idx').on(t.userId),
  ],
);
