import { isStoreCategoryId } from '../../../contract/catalogue';
import { collectionKeys } from '../../../contract/collection-keys';
import { fetchAllProducts, fetchCategoryProducts, fetchLadiesSample, fetchNewArrivals } from '../../api/products';
import { db } from '../../data/db';
import { type FirstAnswer, readFirstAnswer } from '../../data/live-query';
import { type ListingQuery, type MirroredListing, readListing } from './read-listing';
import { type UseCollectionResult, useCollection, useMirroredCollection } from './use-collection';

/**
 * The catalogue lists screens use, each a mirrored collection bound to its endpoint. An
 * unknown category id reads as an empty list without a request (spec 000: "An unknown id
 * gives an empty category").
 */
type Options = { onError?: (error: unknown) => void };

function knownCategory(id: string | null) {
  return id !== null && isStoreCategoryId(id) ? id : null;
}

export function useCategoryCollection(id: string | null, options?: Options): UseCollectionResult {
  const known = knownCategory(id);
  return useCollection(
    known ? collectionKeys.category(known) : null,
    () => fetchCategoryProducts(known ?? ''),
    options,
  );
}

export type UseCategoryListingResult = UseCollectionResult<Omit<MirroredListing, 'row'>>;

/**
 * /store/{id}'s listing: the same mirrored collection as useCategoryCollection, read as a
 * listing, only the products on screen (docs/decisions/174-listing-reads-what-it-shows.md).
 */
export function useCategoryListing(id: string | null, query: ListingQuery): UseCategoryListingResult {
  const known = knownCategory(id);
  return useMirroredCollection(
    known ? collectionKeys.category(known) : null,
    () => fetchCategoryProducts(known ?? ''),
    (key) => readListing(db(), key, query),
    [query.type, query.sort, query.shown],
    { products: [], total: 0, size: 0, filters: [] },
    { primeKey: listingPrimeKey(known, query) },
  );
}

const listingPrimeKey = (id: string | null, query: ListingQuery) =>
  `listing:${id}:${query.type}:${query.sort}:${query.shown}`;

/** Reads /store/{id}'s first listing before the page's first render (none for an unknown id). */
export async function readCategoryListingFirst(id: string, query: ListingQuery): Promise<FirstAnswer[]> {
  const known = knownCategory(id);
  if (!known) return [];
  return [
    await readFirstAnswer(listingPrimeKey(known, query), () =>
      readListing(db(), collectionKeys.category(known), query),
    ),
  ];
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
