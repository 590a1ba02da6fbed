import type { PackingOrder } from '../../../contract/admin-orders';
import { api } from '../../api/client';
import { useAdminQuery } from '../shared/use-admin-query';

/** GET /api/admin/packing/queue: paid online or COD placed orders, oldest first. */
export function getPackingQueue(signal?: AbortSignal): Promise<PackingOrder[]> {
  return api.get<PackingOrder[]>('admin/packing/queue', { signal });
}

export function usePackingQueue(round: number) {
  return useAdminQuery(`packing:${round}`, getPackingQueue);
}
