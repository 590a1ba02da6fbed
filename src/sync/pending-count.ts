import { db, type ShopDatabase } from '../data/db';
import { useLiveQuery } from '../data/live-query';
import { readSessionUser } from '../data/session';

/** The signed-in shopper's queued changes (another user's entries on this device are not theirs). */
export async function countPending(database: ShopDatabase = db()): Promise<number> {
  const user = await readSessionUser(database);
  return user ? database.outbox.where('userId').equals(user._id).count() : 0;
}

/** Number of the signed-in shopper's changes waiting to be sent (0 when signed out). */
export function usePendingCount(database?: ShopDatabase): number | undefined {
  return useLiveQuery(() => countPending(database ?? db()), [database]);
}
