import { matchesTypeFilter, type SortOrder } from '../../../contract/catalogue';
import { LISTING_PAGE_SIZE } from '../../../contract/constants';
import type { MirroredProduct } from '../../../contract/mirrored-product';

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

/** The count after one more 'Load more products' click: 25 more, or the remainder. */
export function nextShownCount(shown: number, total: number, pageSize = LISTING_PAGE_SIZE): number {
  return Math.min(total, shown + pageSize);
}

export function hasReachedEnd(shown: number, total: number): boolean {
  return shown >= total;
}
