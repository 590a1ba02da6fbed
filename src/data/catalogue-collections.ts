import { isStoreCategoryId } from '../../contract/catalogue';
import { fetchAllProducts, fetchCategoryProducts, fetchLadiesSample, fetchNewArrivals } from '../api/products';
import { collectionKeys } from './collection-keys';
import { type UseCollectionResult, useCollection } from './use-collection';

/**
 * The catalogue lists screens use, each a mirrored collection bound to its endpoint. An
 * unknown category id reads as an empty list without a request (spec 000: "An unknown id
 * gives an empty category").
 */
type Options = { onError?: (error: unknown) => void };

export function useCategoryCollection(id: string | null, options?: Options): UseCollectionResult {
  const known = id !== null && isStoreCategoryId(id) ? id : null;
  return useCollection(
    known ? collectionKeys.category(known) : null,
    () => fetchCategoryProducts(known ?? ''),
    options,
  );
}

export function useNewArrivals(options?: Options): UseCollectionResult {
  return useCollection(collectionKeys.newArrivals(), fetchNewArrivals, options);
}

/** /api/products/data/ladies?limit=30: fetched by the home page and stored, not visibly used. */
export function useLadiesSample(options?: Options): UseCollectionResult {
  return useCollection(collectionKeys.ladiesSample(), fetchLadiesSample, options);
}

export function useAllProducts(options?: Options): UseCollectionResult {
  return useCollection(collectionKeys.allProducts(), fetchAllProducts, options);
}
