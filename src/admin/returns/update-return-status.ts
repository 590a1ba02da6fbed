import type { AdminReturn } from '../../../contract/admin-returns';
import { adminReturnsApi } from '../../../contract/api/admin-returns';
import { updateReturnStatusSchema } from '../../../contract/returns';
import type { OrderStatus, ReturnStatus } from '../../../contract/statuses';
import { callAdmin } from '../../api/call';

/** POST /api/admin/returns/{id}/update-status with both halves of a combined-selector pair. */
export function updateReturnStatus(
  id: string,
  pair: { returnStatus: ReturnStatus; orderStatus: OrderStatus },
): Promise<{ success: true; return: AdminReturn }> {
  return callAdmin(adminReturnsApi.updateStatus, { params: { id }, body: updateReturnStatusSchema.parse(pair) });
}
