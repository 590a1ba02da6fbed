import { type AddTrackingInput, addTrackingSchema } from '../../../contract/admin-orders';
import { adminOrdersApi } from '../../../contract/api/admin-orders';
import type { Order } from '../../../contract/order';
import { callAdmin } from '../../api/call';

export const ADD_TRACKING_FAILED = 'Failed to add tracking information';

/** POST /api/admin/add-tracking/{id} {tracking}: the server also sets the status Shipped. */
export function addOrderTracking(id: string, input: AddTrackingInput): Promise<Order> {
  return callAdmin(adminOrdersApi.addTracking, { params: { id }, body: addTrackingSchema.parse(input) });
}
