/**
 * The one Drizzle schema of the shop, for PGlite and PostgreSQL alike. Migrations in
 * ./migrations are generated from this file (`npm run db:generate`); never edit them by hand.
 *
 * Ids of shop records are 24-hex strings (docs/decisions/001). Money is integer paise
 * (docs/decisions/002): display text and rupee numbers are derived when a row is sent.
 * It stays one file on purpose: it is the reference of every table, read top to bottom.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Address } from '../../contract/order';
import {
  type Actor,
  type CancelReason,
  FULFILMENT_STATES,
  type FulfilmentState,
  ORDER_EVENT_KINDS,
  type OrderEventKind,
  PAYMENT_STATES,
  type PaymentState,
} from '../../contract/order-lifecycle';
import type { ProductImage, Swatch } from '../../contract/product';
import { REFUND_METHODS, REFUND_STATES, type RefundMethod, type RefundState } from '../../contract/return-lifecycle';
import { ORDER_STATUSES, type OrderStatus, RETURN_STATUSES, type ReturnStatus } from '../../contract/statuses';

const id = () => text('id').primaryKey();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const moment = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable(
  'users',
  {
    id: id(),
    // Always stored lower-cased (the check guarantees it), so the unique index is case-insensitive.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    dob: date('dob', { mode: 'string' }),
    profilePicture: text('profile_picture'),
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    fullName: text('full_name').notNull().default(''),
    houseNumber: text('house_number').notNull().default(''),
    streetAddress: text('street_address').notNull().default(''),
    city: text('city').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    state: text('state').notNull().default(''),
    phone: text('phone').notNull().default(''),
    country: text('country').notNull().default('India'),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_user_position_idx').on(t.userId, t.position)],
);

export const SESSION_KINDS = ['customer', 'admin'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

/** One row per sign-in; the JWT carries its id as `sid`, so revoking the row ends the token. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SessionKind>().notNull(),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    check('sessions_kind_valid', sql`${t.kind} in ('customer', 'admin')`),
  ],
);

export const DEPARTMENTS = ['men', 'ladies', 'sports', 'kids', 'baby', 'home'] as const;
export type Department = (typeof DEPARTMENTS)[number];

export const products = pgTable(
  'products',
  {
    id: id(),
    articleCode: text('article_code').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: jsonb('category').$type<string | string[]>().notNull(),
    // null for the shop's own collection (broadCategory 'Jutexx'); see docs/decisions/006.
    department: text('department').$type<Department>(),
    broadCategory: text('broad_category').notNull().default('Jutexx'),
    pricePaise: integer('price_paise').notNull(),
    sellingAttribute: text('selling_attribute').notNull().default('Default'),
    brandName: text('brand_name').notNull().default('Jutexx'),
    images: jsonb('images').$type<ProductImage[]>().notNull().default([]),
    swatches: jsonb('swatches').$type<Swatch[]>().notNull().default([]),
    variantIds: text('variant_ids').array().notNull().default(sql`'{}'::text[]`),
    inventory: integer('inventory').notNull().default(10),
    status: text('status').$type<'active' | 'inactive'>().notNull().default('active'),
    featured: boolean('featured').notNull().default(false),
    reviews: jsonb('reviews').$type<{ rating: number }[]>().notNull().default([]),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_article_code_unique').on(t.articleCode),
    uniqueIndex('products_slug_unique').on(t.slug),
    index('products_department_idx').on(t.department, t.status),
    index('products_broad_category_idx').on(t.broadCategory, t.status),
    index('products_status_created_idx').on(t.status, t.createdAt),
    check('products_inventory_nonnegative', sql`${t.inventory} >= 0`),
    check('products_price_nonnegative', sql`${t.pricePaise} >= 0`),
    check('products_status_valid', sql`${t.status} in ('active', 'inactive')`),
    check(
      'products_department_valid',
      sql`${t.department} is null or ${t.department} in ('men', 'ladies', 'sports', 'kids', 'baby', 'home')`,
    ),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    size: text('size').notNull().default(''),
    addedAt: moment('added_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    check('cart_items_quantity_range', sql`${t.quantity} between 1 and 5`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    // Deleting a customer keeps their orders (the shop's books); the snapshot names them.
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    status: text('status').$type<OrderStatus>().notNull().default('Placed'),
    totalPaise: integer('total_paise').notNull(),
    paymentMethod: text('payment_method').notNull(),
    razorpayOrderId: text('razorpay_order_id'),
    razorpayPaymentId: text('razorpay_payment_id'),
    paidAt: moment('paid_at'),
    address: jsonb('address').$type<Address[]>().notNull().default([]),
    tracking: text('tracking').notNull().default('NA'),
    courierName: text('courier_name'),
    shipRocketOrderId: text('ship_rocket_order_id'),
    shipmentId: text('shipment_id'),
    /** The fulfilment state (contract/order-lifecycle.ts), apart from the status staff see. */
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
    returned: boolean('returned').notNull().default(false),
    returnId: text('return_id'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId, t.position),
    check('order_items_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

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

/** The first answer to an Idempotency-Key, replayed for repeats (DESIGN.md, outbox). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

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
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: moment('sent_at'),
    /** When the dispatcher may try again (backoff after a failure). */
    nextAttemptAt: moment('next_attempt_at').notNull().defaultNow(),
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

/** Only a hash of the token is stored, so a database leak does not leak reset links. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** Provider event ids already handled: a webhook delivered twice is applied once. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull().default('razorpay'),
  eventType: text('event_type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: moment('received_at').notNull().defaultNow(),
});

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

/**
 * Values every instance shares, created once by whichever starts first (INSERT ... ON CONFLICT
 * DO NOTHING, then read back): the generated session secret (docs/decisions/154).
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** PostgreSQL's byte string; node-postgres answers a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Uploaded pictures (product images, return photos) when the shop runs on PostgreSQL, so every
 * instance serves what any of them received (docs/decisions/154). Keyed by the path under
 * /media/uploads; a single-machine shop keeps the same paths as files in DATA_DIR/uploads.
 */
export const mediaObjects = pgTable(
  'media_objects',
  {
    path: text('path').primaryKey(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('media_objects_size_matches', sql`${t.size} = octet_length(${t.bytes})`)],
);

/**
 * Failed attempts (sign-ins, reset requests), one row each, counted by every instance alike
 * while they last (server/lib/attempt-limiter.ts, docs/decisions/008 and 154). Each row says
 * when it stops counting, so limiters with different windows share the table and one sweep.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    /** sha256 of scope, address and e-mail: the address and e-mail themselves are not kept. */
    key: text('key').notNull(),
    expiresAt: moment('expires_at').notNull(),
  },
  (t) => [
    index('login_failures_key_expires_idx').on(t.key, t.expiresAt),
    index('login_failures_expires_idx').on(t.expiresAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;

/**
 * A shopper's favourite products (docs/decisions/158-favourites.md). One row per shopper and
 * product: the primary key makes adding twice a no-op, so a replayed add never duplicates.
 */
export const favourites = pgTable(
  'favourites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: moment('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('favourites_product_idx').on(t.productId)],
);
