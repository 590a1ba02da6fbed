import { useEffect, useEffectEvent } from 'react';
import { collectionKeys } from '../../../contract/collection-keys';
import type { MirroredProduct } from '../../../contract/mirrored-product';
import { db } from '../../data/db';
import { type FetchStatus, useFetchStatus } from '../../data/fetch-status';
import { type FirstAnswer, usePrimedLiveQuery } from '../../data/live-query';
import { ensureCollectionFresh, type ProductsFetcher } from './ensure-collection-fresh';
import { readProduct } from './read-product';

/** Fetches one product by key; resolves null for the server's 404 ('Product not found'). */
export type ProductFetcher = (key: string) => Promise<MirroredProduct | null>;

export type ProductView =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'failed'; error: unknown; offline: boolean }
  | { state: 'ready'; product: MirroredProduct; phase: FetchStatus['phase'] };

/** A single product as an item collection: the same freshness, retry and offline rules. */
export function itemFetcher(key: string, fetchOne: ProductFetcher): ProductsFetcher {
  return async () => {
    const product = await fetchOne(key);
    return product ? [product] : [];
  };
}

const primeKeyOf = (key: string) => `product:${key}`;

/** Reads the product page's data before its first render (the page the app opens on, or a tap opens). */
export async function readProductFirst(key: string): Promise<{ answer: FirstAnswer; productId: string | null }> {
  const read = await readProduct(db(), key);
  return { answer: [primeKeyOf(key), read], productId: read.product?._id ?? null };
}

/** The product page's data: mirrored in Dexie, so a product seen once is readable offline. */
export function useProduct(key: string, fetchOne: ProductFetcher): ProductView & { retry: () => void } {
  const collectionKey = collectionKeys.item(key);
  const mirror = usePrimedLiveQuery(primeKeyOf(key), () => readProduct(db(), key), [key]);
  const status = useFetchStatus(collectionKey);

  const start = (forKey: string, force: boolean) => {
    void ensureCollectionFresh(collectionKeys.item(forKey), itemFetcher(forKey, fetchOne), { force });
  };
  const startOnMount = useEffectEvent((forKey: string) => start(forKey, false));
  useEffect(() => {
    startOnMount(key);
  }, [key]);

  const retry = () => start(key, true);
  if (mirror?.product) return { state: 'ready', product: mirror.product, phase: status.phase, retry };
  if (mirror?.notFound) return { state: 'not-found', retry };
  if (mirror && (status.phase === 'error' || status.phase === 'offline')) {
    return { state: 'failed', error: status.error, offline: status.phase === 'offline', retry };
  }
  return { state: 'loading', retry };
}
