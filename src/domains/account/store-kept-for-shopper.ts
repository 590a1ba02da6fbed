import { getCustomerToken } from '../../api/tokens';
import { db as appDb, type ShopDatabase } from '../../data/db';
import { knownSessionUser } from '../../data/session';
import { triggerSync } from '../../sync/sync-if-possible';

/**
 * How what a signed-in shopper did on a written first screen before the app took over (hearts,
 * decision 367; 'add to bag', decision 368) is stored once the app has come: each kept item by
 * `store` as the app's own control stores it (true when it queued a change to send). Until the
 * shopper is known (a first visit's session check still on its way) the items stay kept; once
 * the session has ended (no token) they are forgotten, and the app says so. One call at a time,
 * so nothing is stored twice; the changes queued are then sent.
 */
export function storeKeptForShopper<T>(
  kept: { read: () => T[]; forget: (done: readonly T[]) => void },
  store: (database: ShopDatabase, userId: string, item: T) => Promise<boolean>,
  failure: string,
): (database?: ShopDatabase, sync?: () => void) => Promise<void> {
  let storing: Promise<void> = Promise.resolve();
  const storeKept = async (database: ShopDatabase, sync: () => void) => {
    const items = kept.read();
    if (items.length === 0) return;
    if (!getCustomerToken()) {
      kept.forget(items);
      return;
    }
    const shopper = await knownSessionUser(database);
    if (!shopper) return;
    let queued = false;
    for (const item of items) if (await store(database, shopper._id, item)) queued = true;
    kept.forget(items);
    if (queued) sync();
  };
  return (database = appDb(), sync = triggerSync) => {
    storing = storing
      .then(() => storeKept(database, sync))
      .catch((error: unknown) => {
        console.warn(failure, error);
      });
    return storing;
  };
}
