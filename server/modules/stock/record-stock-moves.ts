import type { StockReason } from '../../../contract/stock';
import type { Db } from '../../db/client';
import { stockMoves } from '../../db/schema/stock';

/** A staff member as the ledger names them (their e-mail, as the order timeline does). */
export type StockActor = { id: string; name: string };

export type StockMoveInput = {
  productId: string;
  delta: number;
  /** The product's stock right after this move, as the UPDATE that made it returned it. */
  stockAfter: number;
  reason: StockReason;
  orderId?: string | null;
  returnId?: string | null;
  by?: StockActor | null;
  note?: string;
};

/**
 * Writes the ledger rows of stock changes just made, in one INSERT whatever their number
 * (docs/decisions/184). Call it in the transaction that changed `products.inventory`, while the
 * product rows are still locked by it: the row exists exactly when the change committed, and
 * the ledger's sequence orders one product's moves as they happened.
 */
export async function recordStockMoves(tx: Db, moves: StockMoveInput[]): Promise<void> {
  if (moves.length === 0) return;
  await tx.insert(stockMoves).values(
    moves.map((move) => ({
      productId: move.productId,
      delta: move.delta,
      stockAfter: move.stockAfter,
      reason: move.reason,
      orderId: move.orderId ?? null,
      returnId: move.returnId ?? null,
      byId: move.by?.id ?? null,
      byName: move.by?.name ?? null,
      note: move.note ?? '',
    })),
  );
}
