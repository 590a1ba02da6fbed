import { type EditStatusInput, editStatusSchema } from '../../../contract/admin-orders';
import type { Order } from '../../../contract/order';
import { adminApi } from '../../api/client';

export const EDIT_STATUS_FAILED = 'Failed to update order status';

/** POST /api/admin/edit-status/{id} {newStatus, notifyCustomer, refund}; the lifecycle table decides what is allowed. */
export function editOrderStatus(id: string, input: EditStatusInput): Promise<Order> {
  return adminApi.post<Order>(`admin/edit-status/${encodeURIComponent(id)}`, editStatusSchema.parse(input));
}
