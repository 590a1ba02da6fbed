import { type EditStatusInput, editStatusSchema } from '../../../contract/admin-orders';
import { adminOrdersApi } from '../../../contract/api/admin-orders';
import type { Order } from '../../../contract/order';
import { callAdmin } from '../../api/call';

export const EDIT_STATUS_FAILED = 'Failed to update order status';

/** POST /api/admin/edit-status/{id} {newStatus, notifyCustomer, refund}; the lifecycle table decides what is allowed. */
export function editOrderStatus(id: string, input: EditStatusInput): Promise<Order> {
  return callAdmin(adminOrdersApi.editStatus, { params: { id }, body: editStatusSchema.parse(input) });
}
