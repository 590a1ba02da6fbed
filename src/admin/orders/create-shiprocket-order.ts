import type { Order } from '../../../contract/order';
import { api } from '../../api/client';

export const CREATE_SHIPROCKET_FAILED = 'Failed to create ShipRocket order';

/** POST /api/admin/orders/{id}/shiprocket: the order comes back Processing with its aggregator ids. */
export function createShiprocketOrder(id: string): Promise<Order> {
  return api.post<Order>(`admin/orders/${encodeURIComponent(id)}/shiprocket`);
}
