import { useDebouncedValue } from '@mantine/hooks';
import { startTransition, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { collectionKeys } from '../../../contract/collection-keys';
import type { MirroredProduct } from '../../../contract/mirrored-product';
import { searchProducts as askServer } from '../../api/products';
import { db as appDb, type ShopDatabase } from '../../data/db';
import { useOnline } from '../../lib/use-online';
import { useCollection } from '../catalogue/use-collection';
import { searchIndexClient } from './search-index-client';
import { normalizeText } from './search-products';

/** Shorter queries are answered from the device only: one letter would ask for the whole shop. */
export const MIN_SERVER_QUERY_LENGTH = 2;
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

const noChanges = () => () => undefined;
const firstVersion = () => 0;

/**
 * Search as the shopper types (docs/decisions/159-search.md): answered at once from every
 * product mirrored on the device (works offline) through the index kept in step with the mirror
 * (docs/decisions/198), and, when online, the server's search for
 * the rest. Its answer is mirrored like any catalogue list, so its products join the local
 * matches through the same live query and stay searchable offline.
 */
export function useProductSearch(query: string, options: { limit?: number; server?: boolean } = {}): ProductSearch {
  const online = useOnline();
  const text = normalizeText(query);
  const [settled] = useDebouncedValue(text, SERVER_QUERY_DELAY_MS);
  const askable = (options.server ?? true) && online && settled.length >= MIN_SERVER_QUERY_LENGTH;
  const remote = useCollection(askable ? collectionKeys.search(settled) : null, async () => {
    await pruneSearches(appDb());
    return askServer(settled);
  });
  // Started at the first letter, not before: the top bar's panel is drawn, hidden, long before
  // anyone searches (decision 265), and the index is never started at start (decision 198).
  const index = text ? searchIndexClient() : undefined;
  // Counts the index's catch-ups with the mirror: each one asks again (a product came or went).
  const version = useSyncExternalStore(index?.subscribe ?? noChanges, index?.version ?? firstVersion);
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

  // An answer to an older query (typing goes on) is not mixed into this one's results.
  const current = settled === text;
  const answered = remote.state === 'ready' && current ? remote.products : undefined;
  const results = useMemo(() => {
    if (!text) return [];
    if (!local) return undefined;
    const seen = new Set(local.products.map((product) => product._id));
    const fromServer = (answered ?? []).filter((product) => !seen.has(product._id));
    return [...local.products, ...fromServer].slice(0, limit);
  }, [local, text, answered, limit]);

  let server: ServerSearchState = 'skipped';
  if (online && (options.server ?? true) && text.length >= MIN_SERVER_QUERY_LENGTH) {
    if (!current || remote.state === 'loading' || (remote.state === 'ready' && remote.phase === 'refreshing'))
      server = 'loading';
    else if (remote.state === 'failed') server = remote.offline ? 'offline' : 'error';
    else server = 'done';
  }
  return { results, server };
}
