import type { PackingClaim, SkipPackingInput } from '../../../contract/packing';
import { adminApi } from '../../api/client';

/** POST /api/admin/packing/{id}/skip: set the order aside with a note; the answer is the next claim. */
export function skipPacking(id: string, input: SkipPackingInput): Promise<PackingClaim> {
  return adminApi.post<PackingClaim>(`admin/packing/${encodeURIComponent(id)}/skip`, input);
}
