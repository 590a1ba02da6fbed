import type { FavouriteItem } from '../../../contract/favourites';
import type { FavouriteRow, OutboxRow } from '../../data/rows';

/**
 * How queued favourite changes look locally, as bag-rebase.ts does for the bag: the same function applies
 * a change when the heart is tapped and re-applies the still-queued changes on top of each
 * server answer ("rebase"), so the screen shows the server's list plus what waits to be sent.
 * Pure: the page (src/data/favourite-lines.ts) and the service worker write the mirror with it,
 * so it lives with what both senders share (docs/decisions/258).
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
