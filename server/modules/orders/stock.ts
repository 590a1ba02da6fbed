import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import { orderItems } from '../../db/schema/orders';
import { ApiError } from '../../http/api-error';
import { recordStockMoves, type StockActor, type StockMoveInput } from '../stock/record-stock-moves';

export type ReservedLine = {
  productId: string;
  quantity: number;
  size: string;
  title: string;
  slug: string;
  pricePaise: number;
  image: string;
  /** The product's department, for an offer on one category (offers/price-offer.ts). */
  department: string | null;
  /** The product's stock right after this line was taken, for the ledger (recordBagSale). */
  stockAfter: number;
};

/**
 * The one stock module (docs/decisions/144): checkout takes a bag's units here, and every
 * status change that moves stock (cancel, payment release, restore) goes through
 * releaseOrderStock / takeOrderStock, called only by transitionOrder. Every change writes its
 * ledger row in the same transaction (docs/decisions/184); staff adjustments are in
 * modules/stock.
 *
 * Takes `quantity` units of each product, or throws a 409 naming the first that cannot be had.
 * Each line is one conditional UPDATE (`inventory >= q`): the row lock makes two checkouts of
 * the last unit queue, and the second finds nothing to update, so stock never goes negative
 * and a unit is never sold twice. Lines go in product-id order so two bags sharing products
 * lock them in the same order (no deadlock). Call inside the transaction that creates the
 * order: a refusal rolls every earlier line back.
 */
export async function takeBagStock(
  tx: Db,
  lines: { productId: string; quantity: number; size: string }[],
): Promise<ReservedLine[]> {
  const sorted = [...lines].sort((a, b) => (a.productId < b.productId ? -1 : 1));
  const reserved = new Map<string, ReservedLine>();
  for (const line of sorted) {
    const [row] = await tx
      .update(products)
      .set({ inventory: sql`${products.inventory} - ${line.quantity}` })
      .where(
        and(eq(products.id, line.productId), gte(products.inventory, line.quantity), eq(products.status, 'active')),
      )
      .returning({
        title: products.title,
        slug: products.slug,
        pricePaise: products.pricePaise,
        images: products.images,
        department: products.department,
        inventory: products.inventory,
      });
    if (!row) throw await stockConflict(tx, line.productId);
    reserved.set(line.productId, {
      ...line,
      title: row.title,
      slug: row.slug,
      pricePaise: row.pricePaise,
      image: row.images[0]?.src ?? '',
      department: row.department,
      stockAfter: row.inventory,
    });
  }
  // Back in the bag's order, for the order lines.
  return lines.flatMap((line) => reserved.get(line.productId) ?? []);
}

/**
 * The ledger rows of a checkout's takeBagStock, once its order exists (the rows name it): one
 * INSERT for all lines. placeOrder calls it right after writing the order.
 */
export async function recordBagSale(tx: Db, orderId: string, lines: ReservedLine[]): Promise<void> {
  await recordStockMoves(
    tx,
    lines.map((line) => ({
      productId: line.productId,
      delta: -line.quantity,
      stockAfter: line.stockAfter,
      reason: 'sale' as const,
      orderId,
    })),
  );
}

async function stockConflict(tx: Db, productId: string): Promise<ApiError> {
  const [product] = await tx
    .select({ title: products.title, inventory: products.inventory, status: products.status })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) return ApiError.conflict('An item in your bag is out of stock');
  if (product.status !== 'active' || product.inventory <= 0)
    return ApiError.conflict(`${product.title} is out of stock`);
  return ApiError.conflict(`Only ${product.inventory} left of ${product.title}`);
}

type Line = { productId: string | null; quantity: number };

/** Who moved an order's stock, for the ledger; transitionOrder may pass its `by`. */
export type LedgerOptions = { by?: StockActor | null };

function orderMove(
  line: { productId: string },
  delta: number,
  stockAfter: number,
  reason: 'order_released' | 'order_retaken',
  orderId: string,
  options: LedgerOptions,
): StockMoveInput {
  return { productId: line.productId, delta, stockAfter, reason, orderId, by: options.by ?? null };
}

/** The order's lines that still have a product, in product-id order (the lock order). */
async function orderLines(tx: Db, orderId: string): Promise<{ productId: string; quantity: number }[]> {
  const lines: Line[] = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return lines
    .flatMap((line) => (line.productId === null ? [] : [{ productId: line.productId, quantity: line.quantity }]))
    .sort((a, b) => (a.productId < b.productId ? -1 : 1));
}

/**
 * Puts an order's units back on the shelf. Callers guard it with a status transition under the
 * order's row lock (orders/transition-order.ts), so it runs once per transition.
 */
export async function releaseOrderStock(tx: Db, orderId: string, options: LedgerOptions = {}): Promise<void> {
  const moves: StockMoveInput[] = [];
  for (const line of await orderLines(tx, orderId)) {
    const [row] = await tx
      .update(products)
      .set({ inventory: sql`${products.inventory} + ${line.quantity}` })
      .where(eq(products.id, line.productId))
      .returning({ inventory: products.inventory });
    if (row) moves.push(orderMove(line, +line.quantity, row.inventory, 'order_released', orderId, options));
  }
  await recordStockMoves(tx, moves);
}

/**
 * Takes an order's units again (a cancelled order restored, a payment captured after its hold
 * was released): all lines or none, since the caller's transaction rolls back on the 409.
 * Inactive products count: the order was already sold, only the shelf count matters.
 */
export async function takeOrderStock(
  tx: Db,
  orderId: string,
  refusal: string,
  options: LedgerOptions = {},
): Promise<void> {
  const moves: StockMoveInput[] = [];
  for (const line of await orderLines(tx, orderId)) {
    const [row] = await tx
      .update(products)
      .set({ inventory: sql`${products.inventory} - ${line.quantity}` })
      .where(and(eq(products.id, line.productId), gte(products.inventory, line.quantity)))
      .returning({ inventory: products.inventory });
    if (!row) throw ApiError.conflict(refusal);
    moves.push(orderMove(line, -line.quantity, row.inventory, 'order_retaken', orderId, options));
  }
  await recordStockMoves(tx, moves);
}
