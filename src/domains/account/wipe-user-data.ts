import { db as appDb, type ShopDatabase } from '../../data/db';
import { clearSessionUser } from '../../data/session';

/**
 * Removes a user's private mirrors (bag, orders, profile, favourites) and unsent changes from this
 * device (DESIGN.md: signing out). The catalogue stays: it is public. Only that user's rows go:
 * another shopper's rows on the same device (signed out without a wipe, e.g. a crash) are untouched.
 * With no user id (session unknown) every private table is cleared.
 */
export async function wipeUserData(userId: string | null, database: ShopDatabase = appDb()): Promise<void> {
  await database.transaction(
    'rw',
    [
      database.cart,
      database.cartMeta,
      database.orders,
      database.profile,
      database.outbox,
      database.favourites,
      database.session,
    ],
    async () => {
      if (userId) {
        await database.cart.where('userId').equals(userId).delete();
        await database.cartMeta.filter((row) => row.userId === userId).delete();
        await database.profile.filter((row) => !row._id || row._id === userId).delete();
        await database.orders.where('userId').equals(userId).delete();
        await database.outbox.where('userId').equals(userId).delete();
        await database.favourites.where('userId').equals(userId).delete();
      } else {
        await database.cart.clear();
        await database.cartMeta.clear();
        await database.profile.clear();
        await database.orders.clear();
        await database.outbox.clear();
        await database.favourites.clear();
      }
      await clearSessionUser(database);
    },
  );
}

export function countUnsent(userId: string, database: ShopDatabase = appDb()): Promise<number> {
  return database.outbox.where('userId').equals(userId).count();
}
