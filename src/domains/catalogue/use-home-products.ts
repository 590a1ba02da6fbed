import { type HomeSections, homeSections } from '../../../contract/home-sections';
import { useAllProducts, useCategoryCollection } from './catalogue-collections';
import type { UseCollectionResult } from './use-collection';

/** Home fetch failures are logged only; the mirrored data stays shown (spec 000 s8). */
export function logHomeFetchError(error: unknown): void {
  console.error('Error fetching the data:', error);
}

/**
 * How a home list stands: 'loading' (skeletons) until it is mirrored, 'failed' (the section is
 * left out) when the fetch failed with nothing mirrored. Never a made-up list: the server writes
 * the real one into the page (docs/decisions/165), so it is there at the first render.
 */
export type HomeListState = 'loading' | 'failed' | 'ready';

function listOf(collection: UseCollectionResult) {
  return collection.state === 'ready' ? collection.products : [];
}

/**
 * The newer home page's data: the own collection (bowls, laundry bags) and all products (the
 * featured bestsellers), read from the Dexie mirror.
 */
export function useHomeProducts(): HomeSections & { own: HomeListState; all: HomeListState } {
  const own = useCategoryCollection('products', { onError: logHomeFetchError });
  const all = useAllProducts({ onError: logHomeFetchError });
  return { ...homeSections(listOf(own), listOf(all)), own: own.state, all: all.state };
}
