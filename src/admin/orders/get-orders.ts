import { type AdminOrderList, type AdminOrderTab, adminOrderListQuerySchema } from '../../../contract/admin-orders';
import { adminOrdersApi } from '../../../contract/api/admin-orders';
import { ADMIN_PAGE_SIZE } from '../../../contract/constants';
import { callAdmin } from '../../api/call';
import { useAdminQuery } from '../shared/use-admin-query';

/** GET /api/admin/get-orders?tab=&page=&pageSize=10&search= (server-side paging, newest first). */
export function getOrders(
  tab: AdminOrderTab,
  page: number,
  search: string,
  signal?: AbortSignal,
): Promise<AdminOrderList> {
  const query = adminOrderListQuerySchema.parse({ tab, page, pageSize: ADMIN_PAGE_SIZE, search });
  return callAdmin(adminOrdersApi.getOrders, { query }, { signal });
}

/**
 * The list for one tab and page. A failed fetch is logged and shown as a failure with Retry,
 * never as an empty list (docs/decisions/182, a departure from spec 001 section 8).
 */
export function useOrders(tab: AdminOrderTab, page: number, search: string) {
  return useAdminQuery(`${tab}:${page}:${search}`, (signal) =>
    getOrders(tab, page, search, signal).catch((error: unknown) => {
      if (!signal.aborted) console.error('Failed to fetch orders:', error);
      throw error;
    }),
  );
}
