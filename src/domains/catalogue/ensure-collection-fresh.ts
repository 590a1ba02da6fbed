import equal from 'fast-deep-equal/es6';
import { CACHE_FRESH_MS, FETCH_RETRIES } from '../../../contract/constants';
import { type MirroredProduct, mirroredProduct } from '../../../contract/mirrored-product';
import { db as appDb, type CollectionRow, type ShopDatabase } from '../../data/db';
import { setFetchStatus } from '../../data/fetch-status';
import { listingColumns } from '../../data/listing-columns';

/**
 * The catalogue sync: refresh one mirrored collection from the API when it is stale
 * (spec 001 "Shared data-cache defaults", docs/decisions/020-catalogue-cache-policy.md).
 *
 * - fresh for 5 minutes: no request at all;
 * - stale: fetch; the mirror stays shown meanwhile (phase 'refreshing');
 * - a failed fetch is retried once, then the phase is 'error' ('offline' when the browser says
 *   so) and the mirror is left untouched, so what was mirrored stays readable;
 * - concurrent calls for one collection share one request; a forced call (Try Again while a slow
 *   answer is on its way) starts another beside it and leaves the first alive: whichever answers
 *   is shown, and a failure says so only when no other request for it is still on its way
 *   (docs/decisions/195);
 * - nothing refetches on window focus: only screens asking (on mount, Try Again) start a sync.
 *
 * The fetcher is passed in, so tests run the real module with an in-process function.
 */
export type ProductsFetcher = () => Promise<MirroredProduct[]>;

export type SyncOutcome = { ok: true; fetched: boolean } | { ok: false; error: unknown; offline: boolean };

export type SyncOptions = {
  db?: ShopDatabase;
  now?: () => number;
  /** Fetch even when fresh (Try Again). */
  force?: boolean;
  /** Pause before the one retry; react-query's first back-off step is 1 s. */
  retryDelayMs?: number;
  isOnline?: () => boolean;
};

/** How often a shown list is marked as used again (its `lastUsedAt`). */
export const USE_MARK_EVERY_MS = 60_000;

const inFlight = new Map<string, Promise<SyncOutcome>>();
/** How many requests for a collection are on their way (a forced one may run beside another). */
const onTheirWay = new Map<string, number>();

function countOnTheirWay(flightKey: string, change: 1 | -1): number {
  const count = (onTheirWay.get(flightKey) ?? 0) + change;
  if (count > 0) onTheirWay.set(flightKey, count);
  else onTheirWay.delete(flightKey);
  return count;
}

export function isFresh(row: Pick<CollectionRow, 'fetchedAt'>, now: number): boolean {
  return now - row.fetchedAt < CACHE_FRESH_MS;
}

function browserIsOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

async function withRetry<T>(run: () => Promise<T>, retries: number, delayMs: number): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= retries) throw error;
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

/**
 * Replaces a collection and upserts its products in one transaction, the collection row carrying
 * the prices and categories its listings sort and filter by (docs/decisions/174).
 */
export async function writeCollection(
  database: ShopDatabase,
  key: string,
  products: readonly MirroredProduct[],
  at: number,
): Promise<void> {
  await writeCollections(database, [{ key, products }], at);
}

/**
 * writeCollection for several lists at once (the lists written into a page): one transaction,
 * and each product stored once where the lists share it. Home's two lists hold the same
 * products, and each put copies the product into IndexedDB on the page's main thread.
 *
 * Only products that differ from what the mirror holds are put (docs/decisions/317): a put of
 * the same product still tells every live query on the products, and the search worker's
 * index, that they changed, and a list refreshed or a search answer mirrored while the shopper
 * types mostly brings products the mirror already has.
 */
export async function writeCollections(
  database: ShopDatabase,
  lists: readonly { key: string; products: readonly MirroredProduct[] }[],
  at: number,
): Promise<void> {
  const products = [
    ...new Map(
      lists.flatMap((list) => list.products.map((product) => [product._id, mirroredProduct(product)] as const)),
    ).values(),
  ];
  await database.transaction('rw', database.products, database.collections, async () => {
    const stored = await storedRows(
      database,
      products.map((product) => product._id),
    );
    const changed = products.filter((product, place) => !equal(stored[place], product));
    if (changed.length > 0) await database.products.bulkPut(changed);
    await database.collections.bulkPut(
      lists.map((list) => ({ key: list.key, ...listingColumns(list.products), fetchedAt: at, lastUsedAt: at })),
    );
  });
}

/**
 * The stored rows for `ids`, in their order (undefined where the mirror has none). Where the mirror
 * holds fewer products than the list brings, at least the difference cannot be there: the stored
 * keys are read first (keys only, one request) and only the rows that exist are read; an empty
 * mirror is only counted. Each read of a row that is not there still costs IndexedDB a request:
 * the first mirror of a 10,000-product list spent 470–820 ms finding nothing (docs/decisions/320).
 */
async function storedRows(database: ShopDatabase, ids: string[]): Promise<(MirroredProduct | undefined)[]> {
  const stored = await database.products.count();
  if (stored >= ids.length) return database.products.bulkGet(ids);
  // An empty mirror (a first visit, whose page's lists are written before its first render): none.
  if (stored === 0) return ids.map(() => undefined);
  const keys = new Set(await database.products.toCollection().primaryKeys());
  const present = ids.filter((id) => keys.has(id));
  const rows = await database.products.bulkGet(present);
  const byId = new Map(present.map((id, place) => [id, rows[place]]));
  return ids.map((id) => byId.get(id));
}

export function ensureCollectionFresh(
  key: string,
  fetcher: ProductsFetcher,
  options: SyncOptions = {},
): Promise<SyncOutcome> {
  const database = options.db ?? appDb();
  const now = options.now ?? Date.now;
  const flightKey = `${database.name}\u0000${key}`;
  const running = inFlight.get(flightKey);
  if (running && !options.force) return running;

  const task = (async (): Promise<SyncOutcome> => {
    const row = await database.collections.get(key);
    if (row && !options.force && isFresh(row, now())) {
      // Marked as used at most once a minute: each mark is a write that every screen showing the
      // list reads and draws again (docs/decisions/260), and only the kept searches' order
      // (use-product-search.ts) reads it.
      if (now() - row.lastUsedAt >= USE_MARK_EVERY_MS) await database.collections.update(key, { lastUsedAt: now() });
      return { ok: true, fetched: false };
    }
    if (!running) setFetchStatus(key, { phase: row ? 'refreshing' : 'loading' });
    countOnTheirWay(flightKey, 1);
    let stillOnTheirWay = 0;
    try {
      const products = await withRetry(fetcher, FETCH_RETRIES, options.retryDelayMs ?? 1000);
      stillOnTheirWay = countOnTheirWay(flightKey, -1);
      await writeCollection(database, key, products, now());
      setFetchStatus(key, { phase: stillOnTheirWay > 0 ? 'refreshing' : 'idle' });
      return { ok: true, fetched: true };
    } catch (error) {
      stillOnTheirWay = countOnTheirWay(flightKey, -1);
      // 'offline' only when the browser says so (docs/decisions/020). A request that got no
      // answer while the browser says it is online is a network problem, and the screens show
      // the spec's error view for it, not "you're offline" (docs/decisions/156).
      const offline = !(options.isOnline ?? browserIsOnline)();
      if (stillOnTheirWay === 0) setFetchStatus(key, { phase: offline ? 'offline' : 'error', error, failedAt: now() });
      return { ok: false, error, offline };
    }
  })().finally(() => {
    if (inFlight.get(flightKey) === task) inFlight.delete(flightKey);
  });

  inFlight.set(flightKey, task);
  return task;
}
