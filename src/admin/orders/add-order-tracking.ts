import { type AddTrackingInput, addTrackingSchema } from '../../../contract/admin-orders';
import type { Order } from '../../../contract/order';
import { adminApi } from '../../api/client';

export const ADD_TRACKING_FAILED = 'Failed to add tracking information';

/** POST /api/admin/add-tracking/{id} {tracking}: the server also sets the status Shipped. */
export function addOrderTracking(id: string, input: AddTrackingInput): Promise<Order> {
  return adminApi.post<Order>(`admin/add-tracking/${encodeURIComponent(id)}`, addTrackingSchema.parse(input));
}
