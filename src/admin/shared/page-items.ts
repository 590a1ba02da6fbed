export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Page buttons of the orders and returns lists (spec 001 section 9): all pages when there are
 * 5 or fewer, otherwise the first, the last and a window of one page either side of the
 * current one, with an ellipsis where pages are skipped.
 */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= 0) return [];
  if (total <= 5) return range(1, total);
  const page = clamp(current, 1, total);
  const start = Math.max(2, page - 1);
  const end = Math.min(total - 1, page + 1);
  const items: PageItem[] = [1];
  if (start > 2) items.push('ellipsis-start');
  items.push(...range(start, end));
  if (end < total - 1) items.push('ellipsis-end');
  items.push(total);
  return items;
}

/**
 * Page buttons of the admin product list (spec 001 section 9): up to 3 pages shown in full;
 * beyond that the first and last page, the current one and an ellipsis for each gap.
 */
export function productPageItems(current: number, total: number): PageItem[] {
  if (total <= 0) return [];
  if (total <= 3) return range(1, total);
  const page = clamp(current, 1, total);
  const items: PageItem[] = [1];
  if (page > 2) items.push('ellipsis-start');
  if (page !== 1 && page !== total) items.push(page);
  if (page < total - 1) items.push('ellipsis-end');
  items.push(total);
  return items;
}

export function pageCount(totalItems: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalItems / pageSize));
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Number.isFinite(value) ? Math.trunc(value) : min));
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}
