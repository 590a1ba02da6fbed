import { useEffect, useEffectEvent } from 'react';
import type { CollectionRow } from '../../data/db';
import { db } from '../../data/db';
import { useFetchStatus } from '../../data/fetch-status';
import { type FirstAnswer, readFirstAnswer, usePrimedLiveQuery } from '../../data/live-query';
import { type CollectionView, collectionView } from './collection-view';
import { ensureCollectionFresh, type ProductsFetcher } from './ensure-collection-fresh';
import { type MirroredCollection, readCollection } from './read-collection';

export type UseCollectionResult<Content = Omit<MirroredCollection, 'row'>> = CollectionView<Content> & {
  /** Fetch now even if fresh (the Try Again button). */
  retry: () => void;
};

type Options = {
  onError?: (error: unknown) => void;
  /** The key its first answer was read under before the page's first render (live-query.ts). */
  primeKey?: string;
};

/**
 * A mirrored collection for a screen, read live with `read` (its dependencies in `deps`), and
 * refreshed by the sync when the screen mounts (or the key changes). `key` null reads nothing
 * and is `empty` (an unknown category). `onError` runs when a refresh fails after its retry.
 */
export function useMirroredCollection<Mirror extends { row: CollectionRow | null }>(
  key: string | null,
  fetcher: ProductsFetcher,
  read: (key: string) => Promise<Mirror>,
  deps: unknown[],
  empty: Omit<Mirror, 'row'>,
  options: Options = {},
): UseCollectionResult<Omit<Mirror, 'row'>> {
  // `read` is a new function each render; `deps` are the values it reads with.
  const mirror = usePrimedLiveQuery(options.primeKey ?? '', () => (key ? read(key) : null), [key, ...deps]);
  const status = useFetchStatus(key);

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

  const view: CollectionView<Omit<Mirror, 'row'>> = key
    ? collectionView(mirror ?? undefined, status)
    : { ...empty, state: 'ready', fetchedAt: 0, phase: 'idle' };
  return { ...view, retry: () => start(key, true) };
}

const collectionPrimeKey = (key: string) => `collection:${key}`;

/** Reads a collection before its page's first render (useCollection's first answer). */
export function readCollectionFirst(key: string): Promise<FirstAnswer> {
  return readFirstAnswer(collectionPrimeKey(key), () => readCollection(db(), key));
}

/** A mirrored collection, every product of it in the server's order. */
export function useCollection(
  key: string | null,
  fetcher: ProductsFetcher,
  options: Omit<Options, 'primeKey'> = {},
): UseCollectionResult {
  return useMirroredCollection(
    key,
    fetcher,
    (forKey) => readCollection(db(), forKey),
    [],
    { products: [] },
    {
      ...options,
      primeKey: key ? collectionPrimeKey(key) : undefined,
    },
  );
}
