import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { moment } from './columns';
import { orders } from './orders';
import { ownerColumn } from './users';

/**
 * One row per offer a shopper has used (docs/decisions/221): the primary key is the "once per
 * shopper" rule, so two checkouts in two tabs cannot both use a code; the second insert finds
 * the row and the order is refused. The row names the order that used the code: cancelling that
 * order deletes it (the code may be used again), restoring the order takes it back if still free.
 */
export const offerRedemptions = pgTable(
  'offer_redemptions',
  {
    userId: ownerColumn(),
    offerCode: text('offer_code').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    usedAt: moment('used_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.offerCode] }), index('offer_redemptions_order_idx').on(t.orderId)],
);
