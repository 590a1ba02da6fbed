import type { PackedResponse } from '../../../contract/packing';
import { adminApi } from '../../api/client';

/** POST /api/admin/packing/{id}/packed: the order becomes Processing; the answer is the next claim. */
export function markPacked(id: string): Promise<PackedResponse> {
  return adminApi.post<PackedResponse>(`admin/packing/${encodeURIComponent(id)}/packed`);
}
