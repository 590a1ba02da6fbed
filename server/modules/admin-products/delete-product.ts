import { eq, sql } from 'drizzle-orm';
import { messages } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/catalogue';
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
