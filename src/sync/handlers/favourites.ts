import type { FavouriteItem } from '../../../contract/favourites';
import type { ApiClient } from '../../api/client';
import type { FavouriteOp, OutboxRow, ShopDatabase } from '../../data/db';
import { writeFavouritesMirror } from '../../data/favourite-lines';
import { FAVOURITES_PATH } from '../shared/outbox-requests';

/**
 * The favourites' part of the outbox push (bag-sync.ts pushOutbox sends every entry in `seq`
 * order and hands favourite answers and refusals here). Same guarantees as the bag: the entry's
 * key goes as the Idempotency-Key, and the entry is deleted only in the transaction that writes
 * the server's answer, so a lost answer means a resend that the server answers from its record.
 */
type Context = { database: ShopDatabase; client: ApiClient };

export function isFavouriteOp(op: OutboxRow['op']): op is FavouriteOp {
  return op === 'favourite-add' || op === 'favourite-remove';
}

/** The shop's list after a confirmed favourite change: the entry goes in the transaction that writes it. */
export async function writeConfirmedFavourite(
  database: ShopDatabase,
  entry: OutboxRow & { seq: number },
  list: FavouriteItem[],
  userId: string,
): Promise<void> {
  await database.transaction('rw', [database.favourites, database.products, database.outbox], async () => {
    await database.outbox.delete(entry.seq);
    await writeFavouritesMirror(database, list, userId);
  });
}

/**
 * The server refused this change for good (the product is gone, the list is full): drop the
 * entry and its local effect, then read the list again. The read failing is logged only: the
 * next answer replaces the mirror anyway.
 */
export async function dropFavouriteEntry(
  { database, client }: Context,
  entry: OutboxRow & { seq: number },
  userId: string,
): Promise<void> {
  await database.transaction('rw', [database.favourites, database.outbox], async () => {
    await database.outbox.delete(entry.seq);
    const row = await database.favourites.get([userId, entry.productId]);
    if (entry.op === 'favourite-add' && row?.pending) await database.favourites.delete([userId, entry.productId]);
  });
  try {
    await writeFavouritesMirror(database, await client.get<FavouriteItem[]>(FAVOURITES_PATH), userId);
  } catch (error) {
    console.warn('Re-reading the favourites failed:', error);
  }
}
