import { adminPackingApi } from '../../../contract/api/admin-packing';
import type { PackingLease } from '../../../contract/packing';
import { callAdmin } from '../../api/call';

/** POST /api/admin/packing/{id}/renew: keep holding the order while the page is open (409 when another tablet has it). */
export function renewPackingLease(id: string): Promise<PackingLease> {
  return callAdmin(adminPackingApi.renew, { params: { id } });
}
