import type { AdminReturn } from '../../../contract/returns';
import { api } from '../../api/client';

/** POST /api/admin/returns/{id}/process-refund (empty body). */
export function processReturnRefund(id: string): Promise<{ success: boolean; message: string; return: AdminReturn }> {
  return api.post(`admin/returns/${encodeURIComponent(id)}/process-refund`);
}
