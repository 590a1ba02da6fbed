import { getCustomerToken } from '../../api/tokens';
import { db as appDb, type ShopDatabase } from '../../data/db';
import { knownSessionUser } from '../../data/session';
import { triggerSync } from '../../sync/sync-if-possible';
import { queueFavouriteChange } from './queue-favourite-change';
import { forgetWrittenTaps, readWrittenTaps } from './written-taps';

let applying: Promise<void> = Promise.resolve();

/**
 * Stores the hearts a signed-in shopper tapped on a written first screen before the app took over
 * (src/app/written-answers.ts, docs/decisions/367) as the app's heart stores a tap: on the device
 * with its outbox entry, then sent. A tap whose state the device already has is only forgotten.
 * Until the shopper is known (a first visit's session check still on its way) the taps stay kept;
 * main.tsx calls this before the first render, when the app is shown and after the session
 * check. Once the session has ended (no token), they are forgotten: the app then says so.
 * One call at a time, so no tap is stored twice.
 */
export function applyWrittenTaps(database: ShopDatabase = appDb(), sync: () => void = triggerSync): Promise<void> {
  applying = applying
    .then(() => applyKept(database, sync))
    .catch((error: unknown) => {
      console.warn('Storing a heart tapped before the app failed:', error);
    });
  return applying;
}

async function applyKept(database: ShopDatabase, sync: () => void): Promise<void> {
  const taps = readWrittenTaps();
  if (taps.length === 0) return;
  if (!getCustomerToken()) {
    forgetWrittenTaps(taps);
    return;
  }
  const shopper = await knownSessionUser(database);
  if (!shopper) return;
  let queued = false;
  for (const tap of taps) {
    const stored = await database.favourites.get([shopper._id, tap.productId]);
    if (Boolean(stored) === tap.favourite) continue;
    await queueFavouriteChange(database, { userId: shopper._id, ...tap });
    queued = true;
  }
  forgetWrittenTaps(taps);
  if (queued) sync();
}
