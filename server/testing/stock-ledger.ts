import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client';
import { products } from '../db/schema/catalogue';
import { type StockMoveRow, stockMoves } from '../db/schema/stock';

/** A product's ledger, oldest first (the ledger's sequence order). */
export async function ledgerOf(db: Db, productId: string): Promise<StockMoveRow[]> {
  return db.select().from(stockMoves).where(eq(stockMoves.productId, productId)).orderBy(asc(stockMoves.id));
}

/**
 * The ledger's two guarantees for one product: each row's stock after is the one before plus
 * its delta (starting from 0), and the last one is the product's stock now.
 */
export async function expectLedgerAddsUp(db: Db, productId: string): Promise<StockMoveRow[]> {
  const rows = await ledgerOf(db, productId);
  let stock = 0;
  for (const row of rows) {
    stock += row.delta;
    expect(row.stockAfter, `stock after move ${row.id} (${row.reason} ${row.delta})`).toBe(stock);
  }
  const [product] = await db.select({ inventory: products.inventory }).from(products).where(eq(products.id, productId));
  expect(product?.inventory).toBe(stock);
  return rows;
}
