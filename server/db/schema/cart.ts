/** The shopper's bag on the server. */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { productColumn } from './catalogue';
import { moment } from './columns';
import { ownerColumn } from './users';

export const cartItems = pgTable(
  'cart_items',
  {
    userId: ownerColumn(),
    productId: productColumn(),
    quantity: integer('quantity').notNull(),
    size: text('size').notNull().default(''),
    addedAt: moment('added_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    check('cart_items_quantity_range', sql`${t.quantity} between 1 and 5`),
  ],
);
