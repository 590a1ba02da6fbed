import { useDebouncedValue } from '@mantine/hooks';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { collectionKeys } from '../../../contract/collection-keys';
import type { MirroredProduct } from '../../../contract/mirrored-product';
import { asksTheShop, normalizeText } from '../../../contract/search-text';
import { searchProducts as askServer } from '../../api/products';
import { db as appDb, type ShopDatabase } from '../../data/db';
import { useSnapshotInTransition } from '../../lib/snapshot-in-transition';
import { useOnline } from '../../lib/use-online';
import { whenQuiet } from '../../ui/when-quiet';
import { useCollection } from '../catalogue/use-collection';
import { searchIndexClient, searchIndexStarted } from './search-index-client';

/** The server is asked once typing pauses this long, not for every letter. */
export const SERVER_QUERY_DELAY_MS = 300;
/** Server answers kept for offline re-use; older ones are dropped (their products stay mirrored). */
export const KEPT_SEARCHES = 20;

export type ServerSearchState = 'skipped' | 'loading' | 'done' | 'offline' | 'error';
export type ProductSearch = { results: MirroredProduct[] | undefined; server: ServerSearchState };

async function pruneSearches(database: ShopDatabase): Promise<void> {
  const rows = await database.collections.where('key').startsWith(collectionKeys.search('')).toArray();
  rows.sort((a, b) => b.lastUsedAt - a.lastUsedAt);
  await database.collections.bulkDelete(rows.slice(KEPT_SEARCHES).map((row) => row.key));
}

/**
 * The order last drawn for a text (and a length of list: the top bar's six suggestions keep
 * their own): a later answer (the index after the shop, the index catching up with the mirror)
 * adds below and never moves a card the shopper already saw. Kept beyond the page, so Back to a
 * searched page draws the cards in the order the shopper left them and the scroll restoration
 * finds the card it keeps (docs/decisions/303); the newest KEPT_SEARCHES orders are kept.
 */
const drawnOrders = new Map<string, Map<string, number>>();
const orderKey = (text: string, limit: number) => `${limit}\u0000${text}`;

function keepOrder(key: string, results: MirroredProduct[]): void {
  drawnOrders.delete(key);
  drawnOrders.set(key, new Map(results.map((product, index) => [product._id, index])));
  for (const oldest of drawnOrders.keys()) {
    if (drawnOrders.size <= KEPT_SEARCHES) break;
    drawnOrders.delete(oldest);
  }
}

/**
 * With `indexWhenQuiet`, how long the browser is quiet before the index starts, and the longest
 * it waits for that (decision 388).
 */
const QUIET_BEFORE_INDEXING_MS = 200;
const INDEX_QUIET_TIMEOUT_MS = 3_000;

const noChanges = () => () => undefined;
const firstVersion = () => 0;

/**
 * Search as the shopper types (docs/decisions/159-search.md): answered at once from every
 * product mirrored on the device (works offline) through the index kept in step with the mirror
 * (docs/decisions/198), and, when online, the server's search for
 * the rest. Its answer is mirrored like any catalogue list, so its products join the local
 * matches through the same live query and stay searchable offline.
 */
export function useProductSearch(
  query: string,
  options: {
    limit?: number;
    server?: boolean;
    /**
     * While the shop's answer is at hand (a searched page opened with it written in, decision
     * 293) and the index has not started, it waits until the browser is quiet: its worker (its
     * code, the mirror read, the index built) took a core from the app's start on a 2-core
     * phone, for matches the shop's answer already shows (decision 388). A new text starts it at once.
     */
    indexWhenQuiet?: boolean;
  } = {},
): ProductSearch {
  const online = useOnline();
  const text = normalizeText(query);
  const [settled] = useDebouncedValue(text, SERVER_QUERY_DELAY_MS);
  const askable = (options.server ?? true) && online && asksTheShop(settled);
  const remote = useCollection(askable ? collectionKeys.search(settled) : null, async () => {
    await pruneSearches(appDb());
    return askServer(settled);
  });
  // An answer to an older query (typing goes on) is not mixed into this one's results.
  const current = settled === text;
  // Only an answer the shop was asked for: a query too short to ask has none, not an empty one.
  const answered = askable && remote.state === 'ready' && current ? remote.products : undefined;
  const [quiet, setQuiet] = useState(false);
  const waitsForQuiet = Boolean(options.indexWhenQuiet) && !quiet && !searchIndexStarted();
  useEffect(() => {
    if (!waitsForQuiet) return;
    return whenQuiet(() => startTransition(() => setQuiet(true)), QUIET_BEFORE_INDEXING_MS, INDEX_QUIET_TIMEOUT_MS);
  }, [waitsForQuiet]);
  // Started at the first letter, not before: the top bar's panel is drawn, hidden, long before
  // anyone searches (decision 265), and the index is never started at start (decision 198); nor,
  // with `indexWhenQuiet`, while the shop's answer stands in for it and the browser is busy.
  const index = text && !(waitsForQuiet && answered !== undefined) ? searchIndexClient() : undefined;
  // Counts the index's catch-ups with the mirror: each one asks again (a product came or went).
  // A transition: a catch-up landing during the app's first render made React render it all
  // again in one task (docs/decisions/294).
  const version = useSnapshotInTransition(index?.subscribe ?? noChanges, index?.version ?? firstVersion);
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const [local, setLocal] = useState<{ text: string; products: MirroredProduct[] }>();
  // Asking the index (in its worker) is the effect; its answer is drawn as a transition, and
  // until it comes the previous answer stays on screen rather than a blank.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` names a change inside the index: ask again.
  useEffect(() => {
    if (!text || !index) return;
    let wanted = true;
    void index.search(text, limit).then((products) => {
      if (wanted) startTransition(() => setLocal({ text, products }));
    });
    return () => {
      wanted = false;
    };
  }, [index, text, limit, version]);

  const results = useMemo(() => {
    if (!text) return [];
    // The shop's answer stands alone until the device's index has answered (a searched page opened
    // cold: the server wrote the answer into it, docs/decisions/293).
    if (!local && !answered) return undefined;
    const mine = local?.products ?? [];
    const seen = new Set(mine.map((product) => product._id));
    const fromServer = (answered ?? []).filter((product) => !seen.has(product._id));
    const merged = [...mine, ...fromServer];
    const before = drawnOrders.get(orderKey(text, limit));
    if (!before) return merged.slice(0, limit);
    const rank = (product: MirroredProduct) => before.get(product._id) ?? Number.POSITIVE_INFINITY;
    // A stable sort: products drawn before keep their places, new ones follow in their own order.
    return merged.sort((a, b) => rank(a) - rank(b)).slice(0, limit);
  }, [local, text, answered, limit]);
  useEffect(() => {
    // Not an answer to an earlier text still shown while the index works on this one: its order
    // is that text's.
    if (!results || (local && local.text !== text)) return;
    keepOrder(orderKey(text, limit), results);
  }, [text, results, local, limit]);

  let server: ServerSearchState = 'skipped';
  if (online && (options.server ?? true) && asksTheShop(text)) {
    if (!current || remote.state === 'loading' || (remote.state === 'ready' && remote.phase === 'refreshing'))
      server = 'loading';
    else if (remote.state === 'failed') server = remote.offline ? 'offline' : 'error';
    else server = 'done';
  }
  return { results, server };
}
