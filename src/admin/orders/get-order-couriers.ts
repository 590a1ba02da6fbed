import { adminOrdersApi } from '../../../contract/api/admin-orders';
import type { Courier, CourierList } from '../../../contract/shipments';
import { callAdmin } from '../../api/call';

/** GET /api/admin/orders/{id}/couriers: the serviceable couriers and the aggregator's recommendation. */
export function getCourierList(id: string, signal?: AbortSignal): Promise<CourierList> {
  return callAdmin(adminOrdersApi.couriers, { params: { id } }, { signal });
}

/** GET /api/admin/orders/{id}/couriers: reads available_courier_companies. */
export async function getOrderCouriers(id: string): Promise<Courier[]> {
  return (await getCourierList(id)).available_courier_companies;
}
