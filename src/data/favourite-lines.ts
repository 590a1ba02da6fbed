import type { FavouriteItem } from '../../contract/favourites';
import type { FavouriteRow, OutboxRow, ShopDatabase } from './db';

/**
 * How queued favourite changes look locally, mirroring bag-lines.ts: the same function applies
 * a change when the heart is tapped and re-applies the still-queued changes on top of each
 * server answer ("rebase"), so the screen shows the server's list plus what waits to be sent.
 */
export function applyFavouriteChange(rows: Map<string, FavouriteRow>, entry: OutboxRow): void {
  if (entry.op === 'favourite-add') {
    if (!rows.has(entry.productId))
      rows.set(entry.productId, {
        userId: entry.userId,
        productId: entry.productId,
        addedAt: new Date(entry.createdAt).toISOString(),
        pending: true,
      });
  } else if (entry.op === 'favourite-remove') {
    rows.delete(entry.productId);
  }
}

/** The server's favourites with the queued favourite changes (oldest first) applied on top. */
export function rebaseFavourites(server: FavouriteItem[], queued: OutboxRow[], userId: string): FavouriteRow[] {
  const rows = new Map<string, FavouriteRow>(
    server.map((item) => [
      item.productId,
      { userId, productId: item.productId, addedAt: item.addedAt, pending: false },
    ]),
  );
  for (const entry of queued) applyFavouriteChange(rows, entry);
  return [...rows.values()];
}

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
    await database.products.bulkPut(server.map((item) => item.product));
    await database.favourites.where('userId').equals(userId).delete();
    await database.favourites.bulkPut(rebaseFavourites(server, queued, userId));
  });
  writes += 1;
}
