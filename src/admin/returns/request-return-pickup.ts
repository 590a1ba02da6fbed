import type { AdminReturn } from '../../../contract/returns';
import { adminApi } from '../../api/client';

/** POST /api/admin/returns/{id}/pickup-request (empty body): books the courier pickup. */
export function requestReturnPickup(id: string): Promise<AdminReturn> {
  return adminApi.post<AdminReturn>(`admin/returns/${encodeURIComponent(id)}/pickup-request`);
}
