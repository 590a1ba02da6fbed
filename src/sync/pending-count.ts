import { db, type ShopDatabase } from '../data/db';
import { primeLiveQuery, usePrimedLiveQuery } from '../data/live-query';
import { readSessionUser } from '../data/session';

/** The signed-in shopper's queued changes (another user's entries on this device are not theirs). */
export async function countPending(database: ShopDatabase = db()): Promise<number> {
  const user = await readSessionUser(database);
  return user ? database.outbox.where('userId').equals(user._id).count() : 0;
}

const PENDING_PRIME_KEY = 'pending-count';

/**
 * Reads the count before the first render (app/main.tsx), so the banner at the top of the top bar is drawn
 * with its "N changes waiting to sync" line in the app's first frame, as the page the service
 * worker wrote showed it (docs/decisions/305, 308): without it the first frame had the banner
 * without the line (or no banner online), and the page moved when the count came a moment later.
 */
export function primePendingCount(database: ShopDatabase = db()): Promise<void> {
  return primeLiveQuery(PENDING_PRIME_KEY, () => countPending(database));
}

/** Number of the signed-in shopper's changes waiting to be sent (0 when signed out). */
export function usePendingCount(database?: ShopDatabase): number | undefined {
  return usePrimedLiveQuery(PENDING_PRIME_KEY, () => countPending(database ?? db()), [database]);
}
