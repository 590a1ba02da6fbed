import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import { recordStockMoves, type StockActor } from './record-stock-moves';

/**
 * What comes back in a return, at the workshop (docs/decisions/184, 188): the good units go back
 * on the shelf, the unsellable ones are recorded. Called by the returns' inspection only.
 */
export type ReturnedUnits = {
  productId: string;
  quantity: number;
  orderId: string;
  returnId: string;
  /** The staff member who inspected the units. */
  by: StockActor | null;
  note?: string;
};

/**
 * Puts returned units back on the shelf after inspection: stock goes up by `quantity` and the
 * ledger says `return_restock` with the order and the return. Call it once per inspected
 * return line, in the transaction that records the inspection (the caller's lock on the
 * return keeps it from running twice). Returns the stock after, or null when the product no
 * longer exists (deleted since the order): nothing to put back, the caller decides what to say.
 */
export async function restockReturnedUnits(tx: Db, units: ReturnedUnits): Promise<number | null> {
  if (!Number.isInteger(units.quantity) || units.quantity < 1) throw new Error('restock needs a positive quantity');
  const [row] = await tx
    .update(products)
    .set({ inventory: sql`${products.inventory} + ${units.quantity}` })
    .where(eq(products.id, units.productId))
    .returning({ inventory: products.inventory });
  if (!row) return null;
  await recordStockMoves(tx, [
    { ...units, delta: units.quantity, stockAfter: row.inventory, reason: 'return_restock' },
  ]);
  return row.inventory;
}

/**
 * Records returned units that came back unsellable (docs/decisions/184): the stock does not
 * change, the ledger gets a `return_damaged` row with delta 0 naming the units, so a product's
 * history shows where every sold unit went. The product's row is locked so that the row's stock
 * after is the stock at that point of the ledger. Returns the stock, or null without a product.
 */
export async function recordUnsellableReturn(tx: Db, units: ReturnedUnits): Promise<number | null> {
  const [row] = await tx
    .select({ inventory: products.inventory })
    .from(products)
    .where(eq(products.id, units.productId))
    .for('update');
  if (!row) return null;
  const count = `${units.quantity} unit${units.quantity === 1 ? '' : 's'} unsellable`;
  await recordStockMoves(tx, [
    {
      ...units,
      delta: 0,
      stockAfter: row.inventory,
      reason: 'return_damaged',
      note: units.note ? `${count}: ${units.note}` : count,
    },
  ]);
  return row.inventory;
}
