/** Orders, their lines and their timeline. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Address } from '../../../contract/order';
import type { CancelReason } from '../../../contract/order-lifecycle/cancel-reasons';
import { ORDER_EVENT_KINDS, type OrderEventKind } from '../../../contract/order-lifecycle/events';
import {
  FULFILMENT_STATES,
  type FulfilmentState,
  PAYMENT_STATES,
  type PaymentState,
} from '../../../contract/order-lifecycle/states';
import type { Actor } from '../../../contract/order-lifecycle/status-graph';
import { ORDER_STATUSES, type OrderStatus } from '../../../contract/statuses';
import { products } from './catalogue';
import { createdAt, id, moment, updatedAt } from './columns';
import { users } from './users';

export const orders = pgTable(
  'orders',
  {
    id: id(),
    // Deleting a customer keeps their orders (the shop's books); the snapshot names them.
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    status: text('status').$type<OrderStatus>().notNull().default('Placed'),
    /** What the shopper pays: the lines' value less the offer's discount. */
    totalPaise: integer('total_paise').notNull(),
    /** The offer the order used (contract/offers.ts) and the paise it took off (docs/decisions/220). */
    offerCode: text('offer_code'),
    discountPaise: integer('discount_paise').notNull().default(0),
    paymentMethod: text('payment_method').notNull(),
    razorpayOrderId: text('razorpay_order_id'),
    razorpayPaymentId: text('razorpay_payment_id'),
    paidAt: moment('paid_at'),
    address: jsonb('address').$type<Address[]>().notNull().default([]),
    tracking: text('tracking').notNull().default('NA'),
    courierName: text('courier_name'),
    shipRocketOrderId: text('ship_rocket_order_id'),
    shipmentId: text('shipment_id'),
    /** The fulfilment state (contract/order-lifecycle/states.ts), apart from the status staff see. */
    fulfillmentStatus: text('fulfillment_status').$type<FulfilmentState>().notNull().default('unfulfilled'),
    paymentStatus: text('payment_status').$type<PaymentState>().notNull().default('cod_due'),
    /** Why a cancelled order was cancelled (an unpaid online payment, the shopper, staff). */
    cancelReason: text('cancel_reason').$type<CancelReason>(),
    /** Paise refunded so far, by refunds that succeeded. */
    refundedPaise: integer('refunded_paise').notNull().default(0),
    returnStatus: text('return_status'),
    deliveryDate: moment('delivery_date'),
    /** The packing desk's lease: one packer holds the order until this moment (docs/decisions/146). */
    packerId: text('packer_id'),
    packingLeaseUntil: moment('packing_lease_until'),
    /** Set by "skip / item missing": the order goes to the back of the queue with the note. */
    packingSkippedAt: moment('packing_skipped_at'),
    packingNote: text('packing_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_razorpay_order_id_unique').on(t.razorpayOrderId),
    // The admin list pages by status tab and by date; these keep it fast at 100,000 orders.
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    // The admin's COD tab and the dashboard's unpaid-COD list (docs/decisions/091).
    index('orders_payment_created_idx').on(t.paymentMethod, t.createdAt),
    check('orders_total_nonnegative', sql`${t.totalPaise} >= 0`),
    check('orders_refunded_within_total', sql`${t.refundedPaise} between 0 and ${t.totalPaise}`),
    check('orders_discount_nonnegative', sql`${t.discountPaise} >= 0`),
    check('orders_status_valid', sql.raw(`status in (${ORDER_STATUSES.map((v) => `'${v}'`).join(', ')})`)),
    check(
      'orders_payment_status_valid',
      sql.raw(`payment_status in (${PAYMENT_STATES.map((v) => `'${v}'`).join(', ')})`),
    ),
    check(
      'orders_fulfillment_status_valid',
      sql.raw(`fulfillment_status in (${FULFILMENT_STATES.map((v) => `'${v}'`).join(', ')})`),
    ),
    index('orders_packing_queue_idx').on(t.status, t.packingSkippedAt, t.createdAt),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    // A deleted product leaves the line readable: title, price and image are snapshots.
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    pricePaise: integer('price_paise').notNull(),
    image: text('image').notNull().default(''),
    slug: text('slug').notNull().default(''),
    size: text('size').notNull().default(''),
    quantity: integer('quantity').notNull(),
    /** The line's share of the order's offer discount: the line was paid price × quantity less this. */
    discountPaise: integer('discount_paise').notNull().default(0),
    /** Every unit is under a return (returnedQuantity = quantity); kept for spec 000 s3's flag. */
    returned: boolean('returned').notNull().default(false),
    returnId: text('return_id'),
    /** Units under a return that was not withdrawn (docs/decisions/187). */
    returnedQuantity: integer('returned_quantity').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId, t.position),
    check('order_items_quantity_positive', sql`${t.quantity} >= 1`),
    check('order_items_discount_within_value', sql`${t.discountPaise} between 0 and ${t.pricePaise} * ${t.quantity}`),
    check('order_items_returned_within_quantity', sql`${t.returnedQuantity} between 0 and ${t.quantity}`),
  ],
);

/** Every change in an order's life, with who and when: the order timeline (docs/decisions/148). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: moment('at').notNull().defaultNow(),
    kind: text('kind').$type<OrderEventKind>().notNull(),
    actor: text('actor').$type<Actor>().notNull(),
    /** The staff member (or shopper) who acted; null for the system. */
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    summary: text('summary').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('order_events_order_at_idx').on(t.orderId, t.at),
    check('order_events_kind_valid', sql.raw(`kind in (${ORDER_EVENT_KINDS.map((v) => `'${v}'`).join(', ')})`)),
    check('order_events_actor_valid', sql`${t.actor} in ('customer', 'admin', 'system')`),
  ],
);
