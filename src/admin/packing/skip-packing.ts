import { adminPackingApi } from '../../../contract/api/admin-packing';
import type { PackingClaim, SkipPackingInput } from '../../../contract/packing';
import { callAdmin } from '../../api/call';

/** POST /api/admin/packing/{id}/skip: set the order aside with a note; the answer is the next claim. */
export function skipPacking(id: string, input: SkipPackingInput): Promise<PackingClaim> {
  return callAdmin(adminPackingApi.skip, { params: { id }, body: input });
}
