import type { ProcessRefundResult } from '../../../contract/admin-returns';
import { adminReturnsApi } from '../../../contract/api/admin-returns';
import type { ProcessRefundInput } from '../../../contract/return-lifecycle';
import { callAdmin } from '../../api/call';

/**
 * POST /api/admin/returns/{id}/process-refund: an empty body for an online order (the gateway
 * refunds the original payment), the method and reference staff entered for a COD one, and the
 * override reason when the goods are not back yet.
 * 200 when the money moved, 202 when the provider has not confirmed yet (`return.refund`
 * says which); a refusal is an ApiError with the server's message.
 */
export function processReturnRefund(id: string, body: ProcessRefundInput = {}): Promise<ProcessRefundResult> {
  return callAdmin(adminReturnsApi.processRefund, { params: { id }, body });
}
