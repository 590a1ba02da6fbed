import type { FavouriteItem } from '../../../contract/favourites';
import { mirroredProduct } from '../../../contract/mirrored-product';
import type { CartResponse } from '../../../contract/order';
import type { OutboxRow } from '../../data/rows';
import { DATABASE_NAME, openMirror } from '../../lib/mirror-database';
import { rebaseLines } from './bag-rebase';
import { rebaseFavourites } from './favourites-rebase';

/**
 * The outbox and the private mirrors it changes, read and written without Dexie, for the service
 * worker's sender (sw/outbox-sync.ts, docs/decisions/215): the worker imports src/lib and contract/
 * only (decision 168), and keeps its bundle free of Dexie (decision 177). The tables and indexes are
 * the ones src/data/shop-database.ts declares; each change is written as the page writes it
 * (src/data/bag-lines.ts, favourite-lines.ts): a confirmed entry is deleted in the same transaction
 * that writes the server's answer with the still-queued changes rebased on top.
 */
const SESSION = 'session';
const OUTBOX = 'outbox';
const CART = 'cart';
const CART_META = 'cartMeta';
const FAVOURITES = 'favourites';
const PRODUCTS = 'products';
const STORES = [SESSION, OUTBOX, CART, CART_META, FAVOURITES, PRODUCTS];

export type QueuedEntry = OutboxRow & { seq: number };

/** The storefront's database when it holds an outbox; null when the page never made one. */
export async function openOutbox(factory: IDBFactory = indexedDB, name = DATABASE_NAME): Promise<IDBDatabase | null> {
  const database = await openMirror(factory, name);
  if (!database) return null;
  if (STORES.every((name) => database.objectStoreNames.contains(name))) return database;
  database.close();
  return null;
}

function answer<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Runs `work` in one readwrite transaction and resolves once it has committed. */
async function writing(database: IDBDatabase, stores: string[], work: (tx: IDBTransaction) => Promise<void>) {
  const tx = database.transaction(stores, 'readwrite');
  const committed = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error ?? new Error('The transaction was aborted'));
  });
  try {
    await work(tx);
  } catch (error) {
    if (!tx.error) tx.abort();
    await committed.catch(() => undefined);
    throw error;
  }
  await committed;
}

/** The signed-in shopper the page mirrored, or null (signed out: nothing is sent). */
export async function readShopperId(database: IDBDatabase): Promise<string | null> {
  const tx = database.transaction(SESSION, 'readonly');
  const row = await answer<{ user?: { _id?: string } } | undefined>(tx.objectStore(SESSION).get('current'));
  return row?.user?._id ?? null;
}

/** This shopper's entries in `seq` order (the outbox's key), as src/data/bag-lines.ts reads them. */
async function queuedOf(store: IDBObjectStore, userId: string): Promise<QueuedEntry[]> {
  const rows = await answer<QueuedEntry[]>(store.getAll());
  return rows.filter((row) => row.userId === userId);
}

/** The oldest entry of this shopper that the shop has not refused yet. */
export async function nextUnsent(database: IDBDatabase, userId: string): Promise<QueuedEntry | undefined> {
  const tx = database.transaction(OUTBOX, 'readonly');
  return (await queuedOf(tx.objectStore(OUTBOX), userId)).find((entry) => !entry.refusal);
}

async function replaceRows(store: IDBObjectStore, userId: string, rows: object[]): Promise<void> {
  for (const key of await answer(store.index('userId').getAllKeys(userId))) await answer(store.delete(key));
  for (const row of rows) await answer(store.put(row));
}

/** The shop confirmed a bag change: the entry goes, the bag mirror is its answer plus what still waits. */
export function confirmBagEntry(
  database: IDBDatabase,
  entry: QueuedEntry,
  cart: CartResponse,
  now = Date.now(),
): Promise<void> {
  return writing(database, [OUTBOX, CART, CART_META], async (tx) => {
    const outbox = tx.objectStore(OUTBOX);
    await answer(outbox.delete(entry.seq));
    const queued = await queuedOf(outbox, entry.userId);
    await replaceRows(tx.objectStore(CART), entry.userId, rebaseLines(cart, queued, entry.userId));
    await answer(
      tx.objectStore(CART_META).put({ id: 'current', userId: entry.userId, value: cart.value, fetchedAt: now }),
    );
  });
}

/** The shop confirmed a favourite change: the entry goes, the favourites are its answer plus what still waits. */
export function confirmFavouriteEntry(database: IDBDatabase, entry: QueuedEntry, list: FavouriteItem[]): Promise<void> {
  return writing(database, [OUTBOX, FAVOURITES, PRODUCTS], async (tx) => {
    const outbox = tx.objectStore(OUTBOX);
    await answer(outbox.delete(entry.seq));
    const queued = await queuedOf(outbox, entry.userId);
    const products = tx.objectStore(PRODUCTS);
    for (const item of list) await answer(products.put(mirroredProduct(item.product)));
    await replaceRows(tx.objectStore(FAVOURITES), entry.userId, rebaseFavourites(list, queued, entry.userId));
  });
}

/** Rewrites the entry as it is stored now with `change` applied; nothing when it is gone. */
function updateEntry(database: IDBDatabase, seq: number, change: (row: QueuedEntry) => QueuedEntry) {
  return writing(database, [OUTBOX], async (tx) => {
    const outbox = tx.objectStore(OUTBOX);
    const row = await answer<QueuedEntry | undefined>(outbox.get(seq));
    if (row) await answer(outbox.put(change(row)));
  });
}

/**
 * The shop refused the change for good: it is not sent again, and stays until a page drops it
 * with its local effect and tells the shopper why (src/sync/push-outbox.ts, docs/decisions/215).
 */
export function markRefused(database: IDBDatabase, entry: QueuedEntry, refusal: NonNullable<OutboxRow['refusal']>) {
  return updateEntry(database, entry.seq, (row) => ({ ...row, refusal }));
}

/** No answer, no session or a server error: the entry stays queued, one more attempt counted. */
export function markKept(database: IDBDatabase, entry: QueuedEntry, lastError: string) {
  return updateEntry(database, entry.seq, (row) => ({ ...row, attempts: row.attempts + 1, lastError }));
}
