import type { FavouriteRow, OutboxRow, ShopDatabase } from '../../data/db';
import { applyFavouriteChange } from '../../sync/shared/favourites-rebase';

export type FavouriteChange = { userId: string; productId: string; title: string; favourite: boolean };

/**
 * Marks or unmarks a favourite locally and appends its outbox entry in ONE transaction
 * (STYLE.md 5), exactly as a bag change: the heart never shows a change that will not be sent.
 * The entry's key is its Idempotency-Key, so a replay applies once (docs/decisions/158).
 */
export async function queueFavouriteChange(
  database: ShopDatabase,
  change: FavouriteChange,
  now = Date.now(),
  key: string = crypto.randomUUID(),
): Promise<string> {
  const entry: OutboxRow = {
    key,
    userId: change.userId,
    op: change.favourite ? 'favourite-add' : 'favourite-remove',
    productId: change.productId,
    quantity: 0,
    title: change.title,
    createdAt: now,
    attempts: 0,
    lastError: null,
  };
  await database.transaction('rw', [database.favourites, database.outbox], async () => {
    const rows = new Map<string, FavouriteRow>();
    const current = await database.favourites.get([change.userId, change.productId]);
    if (current) rows.set(current.productId, current);
    applyFavouriteChange(rows, entry);
    const next = rows.get(change.productId);
    if (next) await database.favourites.put(next);
    else await database.favourites.delete([change.userId, change.productId]);
    await database.outbox.add(entry);
  });
  return key;
}
