/** The stock ledger: every change of a product's stock, with why, who and the stock after. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { STOCK_REASONS, type StockReason } from '../../../contract/stock';
import { products } from './catalogue';
import { moment } from './columns';
import { orders } from './orders';
import { returns } from './returns';

export const stockMoves = pgTable(
  'stock_moves',
  {
    // A sequence, not a 24-hex id (docs/decisions/184): a later move of one product always has
    // a larger number, since the product's row lock is held from the stock change to the commit.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason').$type<StockReason>().notNull(),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    returnId: text('return_id').references(() => returns.id, { onDelete: 'set null' }),
    /** The staff member who made the move; null for the shop itself or a shopper's order. */
    byId: text('by_id'),
    byName: text('by_name'),
    note: text('note').notNull().default(''),
    at: moment('at').notNull().defaultNow(),
  },
  (t) => [
    index('stock_moves_product_idx').on(t.productId, t.id),
    index('stock_moves_order_idx').on(t.orderId),
    check('stock_moves_stock_after_nonnegative', sql`${t.stockAfter} >= 0`),
    check('stock_moves_reason_valid', sql.raw(`reason in (${STOCK_REASONS.map((v) => `'${v}'`).join(', ')})`)),
  ],
);

export type StockMoveRow = typeof stockMoves.$inferSelect;
export type NewStockMoveRow = typeof stockMoves.$inferInsert;
