import { LISTING_PAGE_SIZE } from '../../../contract/constants';

/** The count after one more 'Load more products' click: 25 more, or the remainder. */
export function nextShownCount(shown: number, total: number, pageSize = LISTING_PAGE_SIZE): number {
  return Math.min(total, shown + pageSize);
}

export function hasReachedEnd(shown: number, total: number): boolean {
  return shown >= total;
}
