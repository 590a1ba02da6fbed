import type { AdminReturn } from '../../../contract/returns';
import { updateReturnStatusSchema } from '../../../contract/returns';
import type { OrderStatus, ReturnStatus } from '../../../contract/statuses';
import { adminApi } from '../../api/client';

/** POST /api/admin/returns/{id}/update-status with both halves of a combined-selector pair. */
export function updateReturnStatus(
  id: string,
  pair: { returnStatus: ReturnStatus; orderStatus: OrderStatus },
): Promise<{ success: boolean; return: AdminReturn }> {
  return adminApi.post(`admin/returns/${encodeURIComponent(id)}/update-status`, updateReturnStatusSchema.parse(pair));
}
