import { and, asc, count, desc, eq } from 'drizzle-orm';
import { type FavouriteItem, favouritesMessages, MAX_FAVOURITES } from '../../../contract/favourites';
import { messages } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import { favourites } from '../../db/schema/favourites';
import { ApiError } from '../../http/api-error';
import { toProducts } from '../catalogue/catalogue-service';

const shopperView = { includeInactive: false };

/**
 * The shopper's favourites, newest first, each with its product. A product taken off sale
 * (inactive) is left out but its row is kept: it comes back if the product does.
 */
export async function readFavourites(db: Db, userId: string): Promise<FavouriteItem[]> {
  const rows = await db
    .select({ addedAt: favourites.addedAt, product: products })
    .from(favourites)
    .innerJoin(products, eq(products.id, favourites.productId))
    .where(and(eq(favourites.userId, userId), eq(products.status, 'active')))
    .orderBy(desc(favourites.addedAt), asc(favourites.productId));
  const list = await toProducts(
    db,
    rows.map((row) => row.product),
    shopperView,
  );
  return list.map((product, index) => ({
    productId: product._id,
    addedAt: (rows[index]?.addedAt ?? new Date()).toISOString(),
    product,
  }));
}

/**
 * Adds a favourite; adding one that is already there changes nothing (the desired state
 * holds), so the answer says whether a row was written. Ownership: the row is always the
 * signed-in shopper's own (userId comes from the session, never from the request).
 */
export async function addFavourite(db: Db, userId: string, productId: string): Promise<{ added: boolean }> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.status, 'active')))
    .limit(1);
  if (!product) throw ApiError.notFound(messages.productNotFound);
  const [held] = await db.select({ n: count() }).from(favourites).where(eq(favourites.userId, userId));
  if ((held?.n ?? 0) >= MAX_FAVOURITES) {
    const [already] = await db
      .select({ id: favourites.productId })
      .from(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)));
    if (!already) throw ApiError.conflict(favouritesMessages.tooMany);
  }
  const inserted = await db
    .insert(favourites)
    .values({ userId, productId })
    .onConflictDoNothing()
    .returning({ productId: favourites.productId });
  return { added: inserted.length > 0 };
}

/** Removing a favourite that is not there is a no-op, as for the bag (decisions/073). */
export async function removeFavourite(db: Db, userId: string, productId: string): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)));
}
