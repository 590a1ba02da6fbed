import type { MirroredProduct } from '../../../contract/mirrored-product';
import { db as appDb, type FavouriteRow } from '../../data/db';
import { useLiveQuery } from '../../data/live-query';
import { readSessionUser } from '../../data/session';

export type FavouriteEntry = { row: FavouriteRow; product: MirroredProduct };

/**
 * The signed-in shopper's favourites, newest first, each with its mirrored product. A favourite
 * whose product this device does not hold (yet) is left out until the list is read again.
 */
export function useFavourites(): FavouriteEntry[] | undefined {
  return useLiveQuery(async () => {
    const user = await readSessionUser(appDb());
    if (!user) return [];
    const rows = await appDb().favourites.where('userId').equals(user._id).toArray();
    rows.sort((a, b) => b.addedAt.localeCompare(a.addedAt) || a.productId.localeCompare(b.productId));
    const products = await appDb().products.bulkGet(rows.map((row) => row.productId));
    return rows.flatMap((row, index) => {
      const product = products[index];
      return product ? [{ row, product }] : [];
    });
  }, []);
}
