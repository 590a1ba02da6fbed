import { shopRoutes } from '../../../contract/api/shop-routes';
import { createShopCaller } from '../../api/call';
import { api } from '../../api/client';
import { bagTotal, writeBagMirror } from '../../data/bag-lines';
import { db as appDb, type CartRow } from '../../data/db';
import { type FetchStatus, setFetchStatus, useFetchStatus } from '../../data/fetch-status';
import { type FirstAnswer, readFirstAnswer, usePrimedLiveQuery } from '../../data/live-query';
import { readSessionUser } from '../../data/session';
import type { SyncContext } from '../../sync/sync-context';
import { syncIfPossible } from '../../sync/sync-if-possible';

const BAG_STATUS_KEY = 'bag';

/** Whether the bag's read is running or failed, for the screen that shows the mirror. */
export function useBagFetchStatus(): FetchStatus {
  return useFetchStatus(BAG_STATUS_KEY);
}

/**
 * Reads get-cart into the bag mirror. While changes are queued it pushes them instead: their
 * answers carry the server's bag, and a plain read would clobber what is still pending.
 * Failures are logged only (spec 000 s8); the mirror stays.
 */
export async function refreshBag(context: SyncContext = { database: appDb(), client: api }): Promise<void> {
  const user = await readSessionUser(context.database);
  if (!user) return;
  if ((await context.database.outbox.where('userId').equals(user._id).count()) > 0) {
    await syncIfPossible(context);
    return;
  }
  const hasMirror = (await context.database.cartMeta.get('current')) !== undefined;
  setFetchStatus(BAG_STATUS_KEY, { phase: hasMirror ? 'refreshing' : 'loading' });
  try {
    const cart = await createShopCaller(context.client).call(shopRoutes.cart.getCart);
    await writeBagMirror(context.database, cart, user._id);
    setFetchStatus(BAG_STATUS_KEY, { phase: 'idle' });
  } catch (error) {
    console.warn('Fetching the bag failed:', error);
    setFetchStatus(BAG_STATUS_KEY, { phase: 'error', error, failedAt: Date.now() });
  }
}

export type BagView = { lines: CartRow[]; total: number; loaded: boolean; pending: boolean };

async function readBag(): Promise<BagView> {
  const user = await readSessionUser(appDb());
  if (!user) return { lines: [], total: 0, loaded: true, pending: false };
  const [lines, stored] = await Promise.all([
    appDb().cart.where('userId').equals(user._id).toArray(),
    appDb().cartMeta.get('current'),
  ]);
  const meta = stored?.userId === user._id ? stored : undefined;
  return {
    lines,
    total: bagTotal(lines, meta?.value),
    loaded: meta !== undefined || lines.length > 0,
    pending: lines.some((line) => line.pending),
  };
}

const BAG_PRIME_KEY = 'bag';

/** Reads the bag before the first render of the page that shows it (src/app/router.tsx). */
export function readBagFirst(): Promise<FirstAnswer> {
  return readFirstAnswer(BAG_PRIME_KEY, readBag);
}

/** The signed-in shopper's bag as screens show it: lines, total, whether it was ever read, whether changes wait. */
export function useBag(): BagView | undefined {
  return usePrimedLiveQuery(BAG_PRIME_KEY, readBag, []);
}
