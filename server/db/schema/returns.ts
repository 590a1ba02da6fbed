/** Items a shopper sends back. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { RETURN_UNIT_OUTCOMES, type ReturnUnitOutcome } from '../../../contract/return-lifecycle';
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
    /** Units of the line sent back (docs/decisions/187). */
    quantity: integer('quantity').notNull().default(1),
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
    /** The courier's scan that collected the parcel (the tracking job sets it). */
    pickedUpAt: moment('picked_up_at'),
    /** Staff received and inspected the goods at the workshop (docs/decisions/188). */
    receivedAt: moment('received_at'),
    receivedBy: text('received_by'),
    /** Why staff refunded before the goods were back (docs/decisions/186). */
    refundOverrideReason: text('refund_override_reason'),
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
    index('returns_order_item_idx').on(t.orderItemId),
    // The tracking job's list: returns whose parcel is on its way back.
    index('returns_shipment_idx').on(t.shipmentId),
    check('returns_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

/**
 * What staff found when a return came back, one row per unit (docs/decisions/188): back in
 * stock (moved once, when the row is written) or damaged with a note (no stock change).
 */
export const returnUnits = pgTable(
  'return_units',
  {
    id: id(),
    returnId: text('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    outcome: text('outcome').$type<ReturnUnitOutcome>().notNull(),
    note: text('note').notNull().default(''),
    /** Whether the unit went back into stock (a deleted or inactive product's does not). */
    restocked: boolean('restocked').notNull().default(false),
    inspectedAt: moment('inspected_at').notNull().defaultNow(),
    inspectedBy: text('inspected_by'),
  },
  (t) => [
    uniqueIndex('return_units_position_unique').on(t.returnId, t.position),
    check(
      'return_units_outcome_valid',
      sql.raw(`outcome in (${RETURN_UNIT_OUTCOMES.map((v) => `'${v}'`).join(', ')})`),
    ),
  ],
);
