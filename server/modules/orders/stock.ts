import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import { orderItems } from '../../db/schema/orders';
import { ApiError } from '../../http/api-error';

export type ReservedLine = {
  productId: string;
  quantity: number;
  size: string;
  title: string;
  slug: string;
  pricePaise: number;
  image: string;
};

/**
 * The one stock module (docs/decisions/144): checkout takes a bag's units here, and every
 * status change that moves stock (cancel, payment release, restore) goes through
 * releaseOrderStock / takeOrderStock, called only by transitionOrder.
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
      });
    if (!row) throw await stockConflict(tx, line.productId);
    reserved.set(line.productId, {
      ...line,
      title: row.title,
      slug: row.slug,
      pricePaise: row.pricePaise,
      image: row.images[0]?.src ?? '',
    });
  }
  // Back in the bag's order, for the order lines.
  return lines.flatMap((line) => reserved.get(line.productId) ?? []);
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
export async function releaseOrderStock(tx: Db, orderId: string): Promise<void> {
  for (const line of await orderLines(tx, orderId)) {
    await tx
      .update(products)
      .set({ inventory: sql`${products.inventory} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  }
}

/**
 * Takes an order's units again (a cancelled order restored, a payment captured after its hold
 * was released): all lines or none, since the caller's transaction rolls back on the 409.
 * Inactive products count: the order was already sold, only the shelf count matters.
 */
export async function takeOrderStock(tx: Db, orderId: string, refusal: string): Promise<void> {
  for (const line of await orderLines(tx, orderId)) {
    const taken = await tx
      .update(products)
      .set({ inventory: sql`${products.inventory} - ${line.quantity}` })
      .where(and(eq(products.id, line.productId), gte(products.inventory, line.quantity)))
      .returning({ id: products.id });
    if (taken.length === 0) throw ApiError.conflict(refusal);
  }
}
