import { adminPackingApi } from '../../../contract/api/admin-packing';
import type { PackedResponse } from '../../../contract/packing';
import { callAdmin } from '../../api/call';

/** POST /api/admin/packing/{id}/packed: the order becomes Processing; the answer is the next claim. */
export function markPacked(id: string): Promise<PackedResponse> {
  return callAdmin(adminPackingApi.packed, { params: { id } });
}
