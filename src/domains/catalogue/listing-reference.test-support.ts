import { matchesTypeFilter, type SortOrder } from '../../../contract/catalogue';
import type { MirroredProduct } from '../../../contract/mirrored-product';

/*
 * A listing's filter and order written the plain way, over whole products: the tests' reference
 * for listingOrder (contract/catalogue.ts), which the app, the server and the worker read a
 * listing's cards by from a collection's columns. Nothing but tests uses these.
 */

/** Sorted copy by numericPrice; without an order the server's order is kept. */
export function sortProducts<T extends Pick<MirroredProduct, 'numericPrice'>>(
  products: readonly T[],
  order: SortOrder | null,
): T[] {
  const copy = [...products];
  if (order === 'lowToHigh') copy.sort((a, b) => a.numericPrice - b.numericPrice);
  if (order === 'highToLow') copy.sort((a, b) => b.numericPrice - a.numericPrice);
  return copy;
}

export function filterByType<T extends Pick<MirroredProduct, 'category'>>(
  products: readonly T[],
  filter: string | null,
): T[] {
  if (!filter || filter === 'any') return [...products];
  return products.filter((product) => matchesTypeFilter(product.category, filter));
}
