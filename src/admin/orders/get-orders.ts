import {
  ADMIN_ORDER_TABS,
  type AdminOrderList,
  type AdminOrderTab,
  adminOrderListQuerySchema,
} from '../../../contract/admin-orders';
import { ADMIN_PAGE_SIZE } from '../../../contract/constants';
import { adminApi } from '../../api/client';
import { useAdminQuery } from '../shared/use-admin-query';

const EMPTY_COUNTS = Object.fromEntries(ADMIN_ORDER_TABS.map((tab) => [tab.value, 0])) as AdminOrderList['counts'];

/** GET /api/admin/get-orders?tab=&page=&pageSize=10 (server-side paging, newest first). */
export function getOrders(tab: AdminOrderTab, page: number, signal?: AbortSignal): Promise<AdminOrderList> {
  const query = adminOrderListQuerySchema.parse({ tab, page, pageSize: ADMIN_PAGE_SIZE });
  return adminApi.get<AdminOrderList>('admin/get-orders', {
    searchParams: { tab: query.tab, page: query.page, pageSize: query.pageSize },
    signal,
  });
}

/**
 * The list for one tab and page. A failed fetch is logged only and shows an empty list
 * (spec 001 section 8).
 */
export function useOrders(tab: AdminOrderTab, page: number) {
  const query = useAdminQuery(`${tab}:${page}`, async (signal) => {
    try {
      return await getOrders(tab, page, signal);
    } catch (error) {
      if (!signal.aborted) console.error('Failed to fetch orders:', error);
      return { orders: [], total: 0, page, pageSize: ADMIN_PAGE_SIZE, counts: EMPTY_COUNTS };
    }
  });
  return query;
}
