import type { PackedResponse } from '../../../contract/admin-orders';
import { api } from '../../api/client';

/** POST /api/admin/packing/{id}/packed: the order becomes Processing; the answer names the next one. */
export function markPacked(id: string): Promise<PackedResponse> {
  return api.post<PackedResponse>(`admin/packing/${encodeURIComponent(id)}/packed`);
}
