import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useEffectEvent } from 'react';
import { type CollectionView, collectionView } from './collection-view';
import { db } from './db';
import { ensureCollectionFresh, type ProductsFetcher } from './ensure-collection-fresh';
import { readCollection } from './read-collection';
import { useSyncStatus } from './sync-status';

export type UseCollectionResult = CollectionView & {
  /** Fetch now even if fresh (the Try Again button). */
  retry: () => void;
};

const EMPTY: CollectionView = { state: 'ready', products: [], fetchedAt: 0, phase: 'idle' };

/**
 * A mirrored collection for a screen: reads Dexie live, and asks the sync to refresh it when
 * the screen mounts (or the key changes). `key` null reads nothing and is an empty, ready
 * list (an unknown category). `onError` runs when a refresh fails after its retry.
 */
export function useCollection(
  key: string | null,
  fetcher: ProductsFetcher,
  options: { onError?: (error: unknown) => void } = {},
): UseCollectionResult {
  const mirror = useLiveQuery(() => (key ? readCollection(db, key) : null), [key]);
  const status = useSyncStatus(key);

  const start = (forKey: string | null, force: boolean) => {
    if (!forKey) return;
    void ensureCollectionFresh(forKey, fetcher, { force }).then((outcome) => {
      if (!outcome.ok) options.onError?.(outcome.error);
    });
  };
  const startOnMount = useEffectEvent((forKey: string | null) => start(forKey, false));

  // Starting a sync is the effect (talking to the network); the data itself only ever flows
  // network → Dexie → useLiveQuery, never through React state.
  useEffect(() => {
    startOnMount(key);
  }, [key]);

  const view = key ? collectionView(mirror ?? undefined, status) : EMPTY;
  return { ...view, retry: () => start(key, true) };
}
