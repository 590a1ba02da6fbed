import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { collectionKeys } from '../../contract/collection-keys';
import type { Product } from '../../contract/product';
import { searchProducts as askServer } from '../api/products';
import { normalizeText, searchProducts } from '../lib/search-products';
import { useOnline } from '../lib/use-online';
import { db as appDb, type ShopDatabase } from './db';
import { useLiveQuery } from './live-query';
import { useCollection } from './use-collection';

/** Shorter queries are answered from the device only: one letter would ask for the whole shop. */
export const MIN_SERVER_QUERY_LENGTH = 2;
/** The server is asked once typing pauses this long, not for every letter. */
export const SERVER_QUERY_DELAY_MS = 300;
/** Server answers kept for offline re-use; older ones are dropped (their products stay mirrored). */
export const KEPT_SEARCHES = 20;

export type ServerSearchState = 'skipped' | 'loading' | 'done' | 'offline' | 'error';
export type ProductSearch = { results: Product[] | undefined; server: ServerSearchState };

async function pruneSearches(database: ShopDatabase): Promise<void> {
  const rows = await database.collections.where('key').startsWith(collectionKeys.search('')).toArray();
  rows.sort((a, b) => b.lastUsedAt - a.lastUsedAt);
  await database.collections.bulkDelete(rows.slice(KEPT_SEARCHES).map((row) => row.key));
}

/**
 * Search as the shopper types (docs/decisions/159-search.md): answered at once from every
 * product mirrored on the device (works offline), and, when online, the server's search for
 * the rest. Its answer is mirrored like any catalogue list, so its products join the local
 * matches through the same live query and stay searchable offline.
 */
export function useProductSearch(query: string, options: { limit?: number; server?: boolean } = {}): ProductSearch {
  const online = useOnline();
  const text = normalizeText(query);
  const [settled] = useDebouncedValue(text, SERVER_QUERY_DELAY_MS);
  const askable = (options.server ?? true) && online && settled.length >= MIN_SERVER_QUERY_LENGTH;
  const remote = useCollection(askable ? collectionKeys.search(settled) : null, async () => {
    await pruneSearches(appDb);
    return askServer(settled);
  });
  const mirrored = useLiveQuery(() => appDb.products.toArray(), []);

  // An answer to an older query (typing goes on) is not mixed into this one's results.
  const current = settled === text;
  const answered = remote.state === 'ready' && current ? remote.products : undefined;
  const results = useMemo(() => {
    if (!mirrored) return undefined;
    if (!text) return [];
    const local = searchProducts(mirrored, text);
    const seen = new Set(local.map((product) => product._id));
    const fromServer = (answered ?? []).filter((product) => !seen.has(product._id));
    return [...local, ...fromServer].slice(0, options.limit ?? Number.POSITIVE_INFINITY);
  }, [mirrored, text, answered, options.limit]);

  let server: ServerSearchState = 'skipped';
  if (online && (options.server ?? true) && text.length >= MIN_SERVER_QUERY_LENGTH) {
    if (!current || remote.state === 'loading' || (remote.state === 'ready' && remote.phase === 'refreshing'))
      server = 'loading';
    else if (remote.state === 'failed') server = remote.offline ? 'offline' : 'error';
    else server = 'done';
  }
  return { results, server };
}
