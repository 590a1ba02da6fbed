import { shopRoutes } from '../../../contract/api/shop-routes';
import { createShopCaller } from '../../api/call';
import { api } from '../../api/client';
import { db as appDb } from '../../data/db';
import { favouritesMirrorWrites, writeFavouritesMirror } from '../../data/favourite-lines';
import { type FetchStatus, setFetchStatus, useFetchStatus } from '../../data/fetch-status';
import { readSessionUser } from '../../data/session';
import type { SyncContext } from '../../sync/sync-context';
import { syncIfPossible } from '../../sync/sync-if-possible';

const FAVOURITES_STATUS_KEY = 'favourites';

/** Whether the favourites' read is running or failed, for the screen that shows the mirror. */
export function useFavouritesFetchStatus(): FetchStatus {
  return useFetchStatus(FAVOURITES_STATUS_KEY);
}

/**
 * Reads the shopper's favourites from the server into the mirror, merged with the changes still
 * in the outbox (rebase), so favourites made on another device appear here and ones made here
 * offline are not lost. Runs at start-up, after sign-in and when /favourites opens. Queued
 * changes are pushed first. An answer that arrives after a newer mirror write in this tab
 * (a confirmed change) is dropped rather than written over it. Failures are logged only: the
 * mirror stays readable offline.
 */
export async function refreshFavourites(context: SyncContext = { database: appDb(), client: api }): Promise<void> {
  const { database, client } = context;
  const user = await readSessionUser(database);
  if (!user) return;
  if ((await database.outbox.where('userId').equals(user._id).count()) > 0) await syncIfPossible(context);
  const hasMirror = (await database.favourites.where('userId').equals(user._id).count()) > 0;
  setFetchStatus(FAVOURITES_STATUS_KEY, { phase: hasMirror ? 'refreshing' : 'loading' });
  const before = favouritesMirrorWrites();
  try {
    const list = await createShopCaller(client).call(shopRoutes.user.favourites);
    if (favouritesMirrorWrites() === before && (await readSessionUser(database))?._id === user._id)
      await writeFavouritesMirror(database, list, user._id);
    setFetchStatus(FAVOURITES_STATUS_KEY, { phase: 'idle' });
  } catch (error) {
    console.warn('Fetching the favourites failed:', error);
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    setFetchStatus(FAVOURITES_STATUS_KEY, { phase: offline ? 'offline' : 'error', error, failedAt: Date.now() });
  }
}
