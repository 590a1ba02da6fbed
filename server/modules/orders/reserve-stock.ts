import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, products } from '../../db/schema';
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
 * Takes `quantity` units of each product, or throws a 409 naming the first that cannot be had.
 * Each line is one conditional UPDATE (`inventory >= q`): the row lock makes two checkouts of
 * the last unit queue, and the second finds nothing to update, so stock never goes negative
 * and a unit is never sold twice. Lines go in product-id order so two bags sharing products
 * lock them in the same order (no deadlock). Call inside the transaction that creates the
 * order: a refusal rolls every earlier line back.
 */
export async function reserveStock(
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

/** Puts an order's units back on the shelf. Callers guard it with a status transition, so it runs once. */
export async function releaseStock(tx: Db, orderId: string): Promise<void> {
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const sorted = lines
    .flatMap((line) => (line.productId === null ? [] : [{ productId: line.productId, quantity: line.quantity }]))
    .sort((a, b) => (a.productId < b.productId ? -1 : 1));
  for (const line of sorted) {
    await tx
      .update(products)
      .set({ inventory: sql`${products.inventory} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  }
}
