import { useSyncExternalStore } from 'react';
import { ADD_TO_CART_TIMEOUT_MS, IDEMPOTENCY_HEADER } from '../../contract/constants';
import type { FavouriteItem } from '../../contract/favourites';
import type { CartResponse } from '../../contract/order';
import { ApiError, isApiError } from '../api/api-error';
import { type ApiClient, api } from '../api/client';
import { queuedEntries, writeBagMirror } from '../data/bag-lines';
import { db as appDb, type OutboxRow, type ShopDatabase } from '../data/db';
import { useLiveQuery } from '../data/live-query';
import { readSessionUser } from '../data/session';
import { dropFavouriteEntry, isFavouriteOp, writeConfirmedFavourite } from './handlers/favourites';
import { requestBackgroundSync } from './request-background-sync';
import { OUTBOX_LOCK } from './shared/background-sync-messages';
import { outboxRequest } from './shared/outbox-requests';
import { sendOutboxPass } from './shared/send-outbox';

/**
 * The bag sync engine (STYLE.md 5, DESIGN.md "Data flow"): sends the outbox to the server in
 * order, one entry at a time. Narrow interface: `triggerSync()`, `syncIfPossible()` (merged:
 * a call made while a push runs gets one more push after it), `useBagSyncState()` and
 * `usePendingCount()`. The offline issue adds triggers (online, visibility, Background Sync)
 * and a navigator.locks guard around `syncIfPossible` without changing this interface.
 */
export type SyncContext = { database: ShopDatabase; client: ApiClient };
const defaultContext = (): SyncContext => ({ database: appDb, client: api });

/**
 * idle: nothing to do or all sent; offline: no connection (queue kept); slow: no answer in time
 * (queue kept); unauthorized: token gone or refused (queue kept); error: the server failed
 * (queue kept). Only a refusal (4xx with a reason) drops a change (docs/decisions/195).
 */
export type SyncPhase = 'idle' | 'pushing' | 'offline' | 'slow' | 'unauthorized' | 'error';
export type SyncState = { phase: SyncPhase; error?: string };

export type Rejection = {
  key: string;
  productId: string;
  productTitle: string;
  reason: string;
  status: number;
  op: OutboxRow['op'];
};

export type EntryOutcome =
  | { kind: 'confirmed'; cart: CartResponse }
  | { kind: 'rejected'; rejection: Rejection; error: ApiError }
  | { kind: 'stopped'; phase: Exclude<SyncPhase, 'idle' | 'pushing'>; error: ApiError };

export type PushResult = { phase: SyncPhase; outcomes: Record<string, EntryOutcome>; rejections: Rejection[] };

function refusedInTheWorker(refusal: NonNullable<OutboxRow['refusal']>): ApiError {
  return new ApiError({ message: refusal.reason, status: refusal.status, kind: 'http', fromServer: true });
}

function asApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  return new ApiError({ message: String(error), status: 0, kind: 'network', cause: error });
}

async function readBagInto(context: SyncContext, userId: string): Promise<void> {
  try {
    await writeBagMirror(context.database, await context.client.get<CartResponse>('cart/get-cart'), userId);
  } catch (error) {
    // Logged only (spec 000 s8, "fetch cart"); the next confirmed entry replaces the mirror anyway.
    console.warn('Re-reading the bag failed:', error);
  }
}

/** An outbox row as it is stored (Dexie gave it its `seq`). */
type QueuedRow = OutboxRow & { seq: number };

/**
 * One pass over the outbox (src/sync/shared/send-outbox.ts states its guarantees; the service worker runs
 * the same pass when no page is open). The bearer token is read by the client when each request
 * is sent.
 */
export async function pushOutbox(
  context: SyncContext = defaultContext(),
  options: { timeoutMs?: number } = {},
): Promise<PushResult> {
  const { database, client } = context;
  const result: PushResult = { phase: 'idle', outcomes: {}, rejections: [] };
  const user = await readSessionUser(database);
  if (!user) return result;
  const userId = user._id;

  const phase = await sendOutboxPass<QueuedRow, ApiError>({
    async next() {
      const [entry] = await queuedEntries(database, userId);
      return entry?.seq === undefined ? undefined : { ...entry, seq: entry.seq };
    },
    send(entry) {
      // Refused while no page was open: not sent again; dropped here, and the shopper told why.
      if (entry.refusal) throw refusedInTheWorker(entry.refusal);
      const request = outboxRequest(entry);
      return client.post(request.path, request.body, {
        headers: { [IDEMPOTENCY_HEADER]: entry.key },
        timeout: options.timeoutMs ?? ADD_TO_CART_TIMEOUT_MS,
      });
    },
    async confirmed(entry, answer) {
      // Favourites share this queue and its order (docs/decisions/158-favourites.md).
      if (isFavouriteOp(entry.op)) return writeConfirmedFavourite(database, entry, answer as FavouriteItem[], userId);
      const cart = answer as CartResponse;
      await database.transaction('rw', [database.cart, database.cartMeta, database.outbox], async () => {
        await database.outbox.delete(entry.seq);
        await writeBagMirror(database, cart, userId);
      });
      result.outcomes[entry.key] = { kind: 'confirmed', cart };
    },
    failureOf: asApiError,
    async refused(entry, error) {
      const rejection: Rejection = {
        key: entry.key,
        productId: entry.productId,
        productTitle: entry.title,
        reason: error.message,
        status: error.status,
        op: entry.op,
      };
      result.outcomes[entry.key] = { kind: 'rejected', rejection, error };
      result.rejections.push(rejection);
      if (isFavouriteOp(entry.op)) return dropFavouriteEntry(context, entry, userId);
      await database.transaction('rw', [database.cart, database.outbox], async () => {
        await database.outbox.delete(entry.seq);
        // The local effect of a refused add has nothing behind it on the server.
        const line = await database.cart.get(entry.productId);
        if (entry.op === 'add' && line?.pending) await database.cart.delete(entry.productId);
      });
      await readBagInto(context, userId);
    },
    async kept(entry, error, verdict) {
      // A change the server keeps failing (5xx) or not answering stays queued: it is retried with
      // a growing delay (retry-after-server-error.ts) until the shop answers, or the shopper
      // removes it. Dropping it would undo a change the shop may yet make (docs/decisions/195).
      await database.outbox.update(entry.seq, { attempts: entry.attempts + 1, lastError: error.message });
      result.outcomes[entry.key] = { kind: 'stopped', phase: verdict, error };
    },
  });
  return { ...result, phase };
}

// ---- this tab's sync state (memory: it describes requests, not server data) ----

let state: SyncState = { phase: 'idle' };
const stateListeners = new Set<() => void>();
const rejectionListeners = new Set<(rejection: Rejection) => void>();
/**
 * Refusals found before any screen listened: the start-up push finds the ones the service worker
 * marked (docs/decisions/215) before the layout has mounted. The first listener gets them.
 */
const unheard: Rejection[] = [];
/** Keys whose outcome a screen reports itself (add to bag has its own spec messages). */
const claimed = new Set<string>();

function setState(next: SyncState): void {
  state = next;
  for (const listener of stateListeners) listener();
}

export function getBagSyncState(): SyncState {
  return state;
}

/** Outside React (the retry timer in sync-triggers.ts): called after every phase change. */
export function onBagSyncState(listener: (state: SyncState) => void): () => void {
  const notify = () => listener(state);
  stateListeners.add(notify);
  return () => stateListeners.delete(notify);
}

export function useBagSyncState(): SyncState {
  return useSyncExternalStore(
    (listener) => {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    () => state,
    () => state,
  );
}

/** Number of the signed-in shopper's bag changes waiting to be sent (0 when signed out). */
export function usePendingCount(database: ShopDatabase = appDb): number | undefined {
  return useLiveQuery(() => countPending(database), [database]);
}

/** The signed-in shopper's queued bag changes (another user's entries on this device are not theirs). */
export async function countPending(database: ShopDatabase = appDb): Promise<number> {
  const user = await readSessionUser(database);
  return user ? database.outbox.where('userId').equals(user._id).count() : 0;
}

export function onBagRejection(listener: (rejection: Rejection) => void): () => void {
  rejectionListeners.add(listener);
  for (const rejection of unheard.splice(0)) listener(rejection);
  return () => rejectionListeners.delete(listener);
}

/** The caller shows this entry's outcome itself; the global notifier stays quiet about it. */
export function claimOutcome(key: string): () => void {
  claimed.add(key);
  return () => claimed.delete(key);
}

let running: Promise<PushResult> | null = null;
let next: Promise<PushResult> | null = null;

/**
 * One sender at a time: the push runs under a Web Lock shared by every tab of the shop and the
 * service worker (sw/outbox-sync.ts), so two never send the same entries concurrently (the
 * server's idempotency keys would still keep a double send harmless). Where there are no Web Locks the push runs as it is.
 */
function withTabLock<T>(job: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? locks.request(OUTBOX_LOCK, job) : job();
}

function start(context: SyncContext): Promise<PushResult> {
  setState({ phase: 'pushing' });
  const job = withTabLock(() => pushOutbox(context))
    .then((result) => {
      const failed = Object.values(result.outcomes).find((outcome) => outcome.kind === 'stopped');
      setState({ phase: result.phase, error: failed?.error.message });
      // No answer: ask the service worker to send when the connection is back (Background Sync).
      if (result.phase === 'offline') {
        requestBackgroundSync().catch((error: unknown) => console.warn('Background Sync unavailable:', error));
      }
      for (const rejection of result.rejections) {
        if (claimed.has(rejection.key)) continue;
        if (rejectionListeners.size === 0) unheard.push(rejection);
        for (const listener of rejectionListeners) listener(rejection);
      }
      return result;
    })
    .catch((error: unknown) => {
      setState({ phase: 'error', error: asApiError(error).message });
      throw error;
    })
    .finally(() => {
      if (running === job) running = null;
    });
  running = job;
  return job;
}

/**
 * Push now, merged: while a push runs, every caller gets the one push queued after it (which
 * sees all entries written before the call). Never two pushes at once in this tab.
 */
export function syncIfPossible(context: SyncContext = defaultContext()): Promise<PushResult> {
  if (next) return next;
  if (!running) return start(context);
  const queued = running
    .catch(() => undefined)
    .then(() => {
      next = null;
      return start(context);
    });
  next = queued;
  return queued;
}

/** Fire and forget: after a local change, on start-up. Failures are in the sync state. */
export function triggerSync(): void {
  syncIfPossible().catch((error: unknown) => console.warn('Bag sync failed:', error));
}
