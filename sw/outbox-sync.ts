import { pathUnderApi } from '../contract/api/route-path';
import { shopRoutes } from '../contract/api/shop-routes';
import { ADD_TO_CART_TIMEOUT_MS, IDEMPOTENCY_HEADER } from '../contract/constants';
import type { FavouriteItem } from '../contract/favourites';
import { messages } from '../contract/messages';
import type { CartResponse } from '../contract/order';
import { OUTBOX_LOCK, OUTBOX_SENT_MESSAGE, SYNC_MESSAGE } from '../src/sync/shared/background-sync-messages';
import { outboxRequest, type SendFailure, verdictOf } from '../src/sync/shared/outbox-requests';
import {
  confirmBagEntry,
  confirmFavouriteEntry,
  markKept,
  markRefused,
  nextUnsent,
  openOutbox,
  type QueuedEntry,
  readShopperId,
} from '../src/sync/shared/outbox-store';
import { type StopVerdict, sendOutboxPass } from '../src/sync/shared/send-outbox';

/**
 * Background Sync with no page open: the service worker sends the outbox itself
 * (docs/decisions/215). Same entries, same order (`seq`), same Idempotency-Keys and bodies as the
 * page's sync engine (src/sync/push-outbox.ts), under the same Web Lock, so the worker and a tab
 * never send at once and a resend is answered from the shop's record, never applied twice.
 * It signs in with the session cookie the browser sends with any same-origin request; the bearer
 * token lives in the page's storage, out of the worker's reach, and is not copied (decision 215).
 */

/** A failed send, as the page's client reports one (src/api/client.ts). */
class SendFailed extends Error implements SendFailure {
  constructor(
    message: string,
    readonly status: number,
    readonly kind: SendFailure['kind'],
  ) {
    super(message);
  }
}

export type Connection = { fetch: typeof fetch; origin: string; timeoutMs: number };

function failureOf(error: unknown): SendFailed {
  if (error instanceof SendFailed) return error;
  if (error instanceof Error && error.name === 'TimeoutError')
    return new SendFailed('The request timed out', 0, 'timeout');
  return new SendFailed(messages.networkFailed, 0, 'network');
}

/** One call to /api, answered by the envelope's data; any failure a SendFailed. */
async function call<T>(connection: Connection, path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  let text: string;
  try {
    response = await connection.fetch(new URL(`/api/${path}`, connection.origin), {
      ...init,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(connection.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    throw failureOf(error);
  }
  let body: { success?: boolean; data?: unknown; message?: string } | undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    throw new SendFailed(messages.invalidResponse, 0, 'invalid-response');
  }
  if (response.ok && body?.success === true) return body.data as T;
  throw new SendFailed(body?.message || `Request failed (${response.status})`, response.status, 'http');
}

export type WorkerPass = { phase: 'idle' | StopVerdict; sent: number; refused: number };

/**
 * Sends this shopper's unsent entries oldest first until the outbox is empty or a send stops the
 * pass. Only as the shopper who made them: the session cookie must name the mirrored shopper,
 * else nothing is sent. A refusal is marked for the page (outbox-store.ts markRefused); no answer,
 * no session or a server error keeps the entry and stops, as on the page.
 */
export async function sendOutbox(database: IDBDatabase, connection: Connection): Promise<WorkerPass> {
  const pass: WorkerPass = { phase: 'idle', sent: 0, refused: 0 };
  const userId = await readShopperId(database);
  if (!userId || !(await nextUnsent(database, userId))) return pass;
  try {
    const signedIn = await call<{ _id?: string }>(connection, pathUnderApi(shopRoutes.auth.isLoggedIn.path));
    if (signedIn._id !== userId) return { ...pass, phase: 'unauthorized' };
  } catch (error) {
    const verdict = verdictOf(failureOf(error));
    return { ...pass, phase: verdict === 'refused' ? 'unauthorized' : verdict };
  }
  const phase = await sendOutboxPass<QueuedEntry, SendFailed>({
    next: () => nextUnsent(database, userId),
    send(entry) {
      const request = outboxRequest(entry);
      return call(connection, request.path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: entry.key },
        body: JSON.stringify(request.body),
      });
    },
    async confirmed(entry, answer) {
      if (outboxRequest(entry).answers === 'favourites')
        await confirmFavouriteEntry(database, entry, answer as FavouriteItem[]);
      else await confirmBagEntry(database, entry, answer as CartResponse);
      pass.sent += 1;
    },
    failureOf,
    async refused(entry, failure) {
      await markRefused(database, entry, { status: failure.status, reason: failure.message });
      pass.refused += 1;
    },
    kept: (entry, failure) => markKept(database, entry, failure.message),
  });
  return { ...pass, phase };
}

type Page = { url: string; postMessage(message: unknown): void };

/** What sw.ts hands over of the worker's global scope (typed here so tests need no worker). */
export type WorkerScope = {
  clients: { matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly Page[]> };
  location: { origin: string };
  navigator: { locks?: LockManager };
  indexedDB: IDBFactory;
  fetch: typeof fetch;
};

/** Pages that run the storefront's sync engine (the back office and the sandboxes do not). */
function shopPages(pages: readonly Page[]): Page[] {
  return pages.filter((page) => !/^\/(admin|sandbox)(\/|$)/i.test(new URL(page.url).pathname));
}

async function storefrontPages(scope: WorkerScope): Promise<Page[]> {
  return shopPages(await scope.clients.matchAll({ type: 'window', includeUncontrolled: true }));
}

async function sendAlone(scope: WorkerScope, databaseName?: string): Promise<WorkerPass> {
  const database = await openOutbox(scope.indexedDB, databaseName);
  if (!database) return { phase: 'idle', sent: 0, refused: 0 };
  try {
    const connection = {
      fetch: scope.fetch.bind(scope),
      origin: scope.location.origin,
      timeoutMs: ADD_TO_CART_TIMEOUT_MS,
    };
    return await sendOutbox(database, connection);
  } finally {
    database.close();
  }
}

/**
 * The Background Sync event. A shop page is open: it is told to send, as before (its engine shows
 * progress and refusals). None is: the worker sends, under the outbox lock, then tells any page
 * opened meanwhile to re-read the mirror. Rejects while entries wait for an answer, so the
 * browser fires the event again later; resolves when they are sent, refused or need a sign-in.
 */
export async function syncOutbox(scope: WorkerScope, databaseName?: string): Promise<void> {
  const pages = await storefrontPages(scope);
  if (pages.length > 0) {
    for (const page of pages) page.postMessage({ type: SYNC_MESSAGE });
    return;
  }
  const locks = scope.navigator.locks;
  const pass = await (locks
    ? locks.request(OUTBOX_LOCK, () => sendAlone(scope, databaseName))
    : sendAlone(scope, databaseName));
  if (pass.sent + pass.refused > 0) {
    for (const page of await storefrontPages(scope)) page.postMessage({ type: OUTBOX_SENT_MESSAGE });
  }
  if (pass.phase === 'offline' || pass.phase === 'slow' || pass.phase === 'error') {
    throw new Error(`The outbox waits: ${pass.phase}`);
  }
}
