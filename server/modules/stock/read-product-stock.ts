import { desc, eq } from 'drizzle-orm';
import { messages } from '../../../contract/messages';
import { type ProductStock, STOCK_MOVES_SHOWN, type StockMove } from '../../../contract/stock';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import { type StockMoveRow, stockMoves } from '../../db/schema/stock';
import { ApiError } from '../../http/api-error';

function toStockMove(row: StockMoveRow): StockMove {
  return {
    _id: String(row.id),
    at: row.at.toISOString(),
    reason: row.reason,
    delta: row.delta,
    stockAfter: row.stockAfter,
    orderId: row.orderId,
    returnId: row.returnId,
    byName: row.byName,
    note: row.note,
  };
}

/** A product's stock and its latest ledger rows, newest first (the ledger's sequence order). */
export async function readProductStock(db: Db, productId: string): Promise<ProductStock> {
  const [product] = await db
    .select({
      id: products.id,
      title: products.title,
      articleCode: products.articleCode,
      inventory: products.inventory,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw ApiError.notFound(messages.productNotFound);
  const rows = await db
    .select()
    .from(stockMoves)
    .where(eq(stockMoves.productId, productId))
    .orderBy(desc(stockMoves.id))
    .limit(STOCK_MOVES_SHOWN);
  return {
    productId: product.id,
    title: product.title,
    articleCode: product.articleCode,
    inventory: product.inventory,
    moves: rows.map(toStockMove),
  };
}
