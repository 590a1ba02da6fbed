import { adminOrdersApi } from '../../../contract/api/admin-orders';
import type { Order } from '../../../contract/order';
import { callAdmin } from '../../api/call';
import { useAdminQuery } from '../shared/use-admin-query';

/** GET /api/admin/get-order/{id}: the envelope's data is the order. */
export function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return callAdmin(adminOrdersApi.getOrder, { params: { id } }, { signal });
}

/** How often an open order page re-reads the order while visible and online (decision 181). */
export const ORDER_REFRESH_MS = 25_000;

export function useOrder(id: string) {
  return useAdminQuery(`order:${id}`, (signal) => getOrder(id, signal), { keepFresh: { everyMs: ORDER_REFRESH_MS } });
}
