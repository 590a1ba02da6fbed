import type { AdminReturnList } from '../../../contract/admin-returns';
import { adminReturnsApi } from '../../../contract/api/admin-returns';
import { ADMIN_PAGE_SIZE } from '../../../contract/constants';
import { type ReturnListFilter, returnListQuerySchema } from '../../../contract/returns';
import { callAdmin } from '../../api/call';
import { useAdminQuery } from '../shared/use-admin-query';

/** The list's tabs, in the spec's order (spec 001 s2); Requested is the default. */
export const RETURN_TABS: { value: ReturnListFilter; label: string }[] = [
  { value: 'requested', label: 'Requested' },
  { value: 'approved', label: 'Approved' },
  { value: 'pickup-booked', label: 'Pickup Booked' },
  { value: 'picked-up', label: 'Picked Up' },
  { value: 'received', label: 'Received' },
  { value: 'refunded', label: 'Refunded' },
  { value: 'all', label: 'All' },
];

/** GET /api/admin/returns?status=&search=&page=&pageSize=10 (search and paging on the server). */
export function getReturns(
  status: ReturnListFilter,
  search: string,
  page: number,
  signal?: AbortSignal,
): Promise<AdminReturnList> {
  const query = returnListQuerySchema.parse({ status, search, page, pageSize: ADMIN_PAGE_SIZE });
  return callAdmin(adminReturnsApi.list, { query }, { signal });
}

/**
 * One tab, search and page. A failed fetch is logged and shown as a failure with Retry, never as
 * an empty list (docs/decisions/182, a departure from spec 001 s8).
 */
export function useReturns(status: ReturnListFilter, search: string, page: number) {
  return useAdminQuery(`${status}:${search}:${page}`, (signal) =>
    getReturns(status, search, page, signal).catch((error: unknown) => {
      if (!signal.aborted) console.error('Failed to fetch returns:', error);
      throw error;
    }),
  );
}
