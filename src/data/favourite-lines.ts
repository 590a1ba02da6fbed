import type { FavouriteItem } from '../../contract/favourites';
import { mirroredProduct } from '../../contract/mirrored-product';
import { rebaseFavourites } from '../sync/shared/favourites-rebase';
import type { ShopDatabase } from './db';

/** Counts mirror writes in this tab, so a slow list read never overwrites a newer answer. */
let writes = 0;
export function favouritesMirrorWrites(): number {
  return writes;
}

/**
 * Replaces the shopper's favourites mirror with a server answer plus the still-queued changes,
 * and stores the products the answer carries (a second device may never have seen them).
 * Runs inside the caller's transaction when there is one, so deleting a confirmed outbox entry
 * and writing the new mirror commit together.
 */
export async function writeFavouritesMirror(
  database: ShopDatabase,
  server: FavouriteItem[],
  userId: string,
): Promise<void> {
  await database.transaction('rw', [database.favourites, database.products, database.outbox], async () => {
    const queued = await database.outbox
      .orderBy('seq')
      .filter((entry) => entry.userId === userId)
      .toArray();
    await database.products.bulkPut(server.map((item) => mirroredProduct(item.product)));
    await database.favourites.where('userId').equals(userId).delete();
    await database.favourites.bulkPut(rebaseFavourites(server, queued, userId));
  });
  writes += 1;
}
