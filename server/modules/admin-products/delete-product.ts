import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { UNPACKED_ORDERS_SHOWN, type UnpackedOrders } from '../../../contract/admin-products';
import { messages } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import { orderItems, orders } from '../../db/schema/orders';
import { ApiError } from '../../http/api-error';
import type { MediaStore } from '../media/media-store';
import { removeImages } from './product-images';

/**
 * Deletes a product for good (docs/decisions/093): bag lines holding it go (ON DELETE CASCADE),
 * order lines and returns keep their snapshot with product_id null, other products stop
 * listing it as a variant, and its uploaded images are removed.
 */
export async function deleteProduct(db: Db, id: string, media: MediaStore | null): Promise<void> {
  const deleted = await db.transaction(async (tx) => {
    const gone = await tx.delete(products).where(eq(products.id, id)).returning({ id: products.id });
    if (gone.length === 0) return false;
    await tx
      .update(products)
      .set({ variantIds: sql`array_remove(${products.variantIds}, ${id}::text)` })
      .where(sql`${id}::text = any(${products.variantIds})`);
    return true;
  });
  if (!deleted) throw ApiError.notFound(messages.productNotFound);
  // The id is a row's primary key that was just deleted; the store refuses any other shape of key.
  if (media) await removeImages(media, id);
}

/**
 * Orders not cancelled and not yet packed with a line of this product: asked before a delete.
 * An unknown product is a 404, as its delete would be, never "no orders hold it".
 */
export async function unpackedOrdersWith(db: Db, productId: string): Promise<UnpackedOrders> {
  const [known] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
  if (!known) throw ApiError.notFound(messages.productNotFound);
  const holding = and(
    eq(orderItems.productId, productId),
    eq(orders.fulfillmentStatus, 'unfulfilled'),
    ne(orders.status, 'Canceled'),
  );
  const [total] = await db
    .select({ n: count(sql`distinct ${orders.id}`) })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(holding);
  const newest = await db
    .selectDistinct({ id: orders.id, createdAt: orders.createdAt })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(holding)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(UNPACKED_ORDERS_SHOWN);
  return { count: Number(total?.n ?? 0), orderIds: newest.map((row) => row.id) };
}
