import { and, eq, gte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { messages } from '../../../contract/messages';
import { STOCK_REASON_SIGN, type stockAdjustmentSchema, stockMessages } from '../../../contract/stock';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import { ApiError } from '../../http/api-error';
import { recordStockMoves, type StockActor } from './record-stock-moves';

export type StockAdjustment = z.output<typeof stockAdjustmentSchema>;

async function currentStock(tx: Db, productId: string): Promise<{ title: string; inventory: number }> {
  const [row] = await tx
    .select({ title: products.title, inventory: products.inventory })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) throw ApiError.notFound(messages.productNotFound);
  return row;
}

/**
 * A count correction (docs/decisions/183): compare-and-set against the stock the screen showed.
 * Under READ COMMITTED the UPDATE waits for a concurrent sale's lock and then re-checks its
 * WHERE on the sold row, so a count made against 12 never overwrites a sale that made it 11.
 */
async function setCounted(tx: Db, productId: string, counted: number, expected: number) {
  const [row] = await tx
    .update(products)
    .set({ inventory: counted })
    .where(and(eq(products.id, productId), eq(products.inventory, expected)))
    .returning({ inventory: products.inventory });
  if (row) return { delta: counted - expected, stockAfter: row.inventory };
  const now = await currentStock(tx, productId);
  throw ApiError.conflict(stockMessages.countMoved(expected, now.inventory));
}

/** A delta applied to the stock as it is now, never below 0 (409 naming the product and its stock). */
async function applyDelta(tx: Db, productId: string, delta: number) {
  const [row] = await tx
    .update(products)
    .set({ inventory: sql`${products.inventory} + ${delta}` })
    .where(and(eq(products.id, productId), gte(products.inventory, Math.max(0, -delta))))
    .returning({ inventory: products.inventory });
  if (row) return { delta, stockAfter: row.inventory };
  const now = await currentStock(tx, productId);
  throw ApiError.conflict(stockMessages.notEnough(now.title, now.inventory, -delta));
}

/** Staff's stock adjustment and its ledger row, in one transaction. */
export async function adjustStock(db: Db, productId: string, input: StockAdjustment, by: StockActor): Promise<void> {
  await db.transaction(async (tx) => {
    const { delta, stockAfter } =
      input.reason === 'count_correction'
        ? await setCounted(tx, productId, input.countedStock ?? 0, input.expectedStock ?? 0)
        : await applyDelta(tx, productId, STOCK_REASON_SIGN[input.reason] * (input.quantity ?? 0));
    await recordStockMoves(tx, [{ productId, delta, stockAfter, reason: input.reason, by, note: input.note }]);
  });
}
