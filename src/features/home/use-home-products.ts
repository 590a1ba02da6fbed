import { matchesTypeFilter } from '../../../contract/catalogue';
import { HOME_CAROUSEL_MAX_ITEMS } from '../../../contract/constants';
import type { Product } from '../../../contract/product';
import { useAllProducts, useCategoryCollection } from '../../data/catalogue-collections';
import { SAMPLE_PRODUCTS } from './sample-products';

/** Home fetch failures are logged only; the sample (or mirrored) data stays shown (spec 000 s8). */
export function logHomeFetchError(error: unknown): void {
  console.error('Error fetching the data:', error);
}

export const BESTSELLER_TAGS = ['Bestseller', 'New', 'Popular', 'Limited'] as const;

/** Pure: the home sections from the mirrored lists, the sample list standing in for any not yet there. */
export function homeSections(own: Product[] | null, all: Product[] | null) {
  const ownList = own ?? SAMPLE_PRODUCTS;
  const allList = all ?? SAMPLE_PRODUCTS;
  const byType = (type: string) =>
    ownList.filter((product) => matchesTypeFilter(product.category, type)).slice(0, HOME_CAROUSEL_MAX_ITEMS);
  return {
    bestsellers: allList.filter((product) => product.featured).slice(0, BESTSELLER_TAGS.length),
    bowls: byType('bowl'),
    laundryBags: byType('laundry'),
  };
}

/**
 * The newer home page's data: the own collection (bowls, laundry bags) and all products (the
 * featured bestsellers), read from the Dexie mirror; the built-in sample list until each
 * fetch has succeeded once.
 */
export function useHomeProducts() {
  const own = useCategoryCollection('products', { onError: logHomeFetchError });
  const all = useAllProducts({ onError: logHomeFetchError });
  const ownList = own.state === 'ready' && own.products.length > 0 ? own.products : null;
  const allList = all.state === 'ready' && all.products.length > 0 ? all.products : null;
  return homeSections(ownList, allList);
}
