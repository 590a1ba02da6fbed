import { getCustomerToken } from '../../api/tokens';
import { db as appDb, type ShopDatabase } from '../../data/db';
import { knownSessionUser } from '../../data/session';
import { triggerSync } from '../../sync/sync-if-possible';
import { queueAddToBag } from './queue-add-to-bag';
import { forgetWrittenAdds, readWrittenAdds } from './written-adds';

let applying: Promise<void> = Promise.resolve();

/**
 * Adds to the bag what a signed-in shopper added on a written product page before the app took
 * over (src/app/written-answers.ts, docs/decisions/368), as the app's 'add to bag' does: the line
 * on the device with its outbox entry in one transaction, nothing when the bag holds the product
 * already, then sent. Until the shopper is known (a first visit's session check still on its way)
 * the adds stay kept; once the session has ended (no token) they are forgotten: the app says so.
 * One call at a time, so nothing is added twice.
 */
export function applyWrittenAdds(database: ShopDatabase = appDb(), sync: () => void = triggerSync): Promise<void> {
  applying = applying
    .then(() => applyKept(database, sync))
    .catch((error: unknown) => {
      console.warn('Adding to the bag what was added before the app failed:', error);
    });
  return applying;
}

async function applyKept(database: ShopDatabase, sync: () => void): Promise<void> {
  const adds = readWrittenAdds();
  if (adds.length === 0) return;
  if (!getCustomerToken()) {
    forgetWrittenAdds(adds);
    return;
  }
  const shopper = await knownSessionUser(database);
  if (!shopper) return;
  let queued = false;
  for (const add of adds) {
    const key = await queueAddToBag(database, { userId: shopper._id, ...add, line: { ...add.line } });
    if (key) queued = true;
  }
  forgetWrittenAdds(adds);
  if (queued) sync();
}
