/** Forward shipments booked with the courier: the live one and the cancelled ones before it. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { SHIPMENT_STATES, type ShipmentState } from '../../../contract/shipments';
import { createdAt, id, moment, updatedAt } from './columns';
import { orders } from './orders';

export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<ShipmentState>().notNull().default('booked'),
    shipRocketOrderId: text('ship_rocket_order_id').notNull(),
    shipmentId: text('shipment_id').notNull(),
    awb: text('awb'),
    courierId: integer('courier_id'),
    courierName: text('courier_name'),
    /** The courier's public tracking page for the AWB, linked from the shopper's mails. */
    trackUrl: text('track_url'),
    bookedBy: text('booked_by'),
    skippedPacking: boolean('skipped_packing').notNull().default(false),
    cancelledAt: moment('cancelled_at'),
    returnRequestedAt: moment('return_requested_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shipments_order_idx').on(t.orderId, t.createdAt),
    // One live shipment per order: a second booking waits for the first to be cancelled.
    uniqueIndex('shipments_one_live_per_order').on(t.orderId).where(sql`${t.status} <> 'cancelled'`),
    check('shipments_status_valid', sql.raw(`status in (${SHIPMENT_STATES.map((v) => `'${v}'`).join(', ')})`)),
  ],
);
