import type { AdminReturn } from '../../../contract/admin-returns';
import { adminReturnsApi } from '../../../contract/api/admin-returns';
import { callAdmin } from '../../api/call';

/** POST /api/admin/returns/{id}/pickup-request (empty body): books the courier pickup. */
export function requestReturnPickup(id: string): Promise<AdminReturn> {
  return callAdmin(adminReturnsApi.pickupRequest, { params: { id } });
}
