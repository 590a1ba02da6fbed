import type { PackingLease } from '../../../contract/packing';
import { adminApi } from '../../api/client';

/** POST /api/admin/packing/{id}/renew: keep holding the order while the page is open (409 when another tablet has it). */
export function renewPackingLease(id: string): Promise<PackingLease> {
  return adminApi.post<PackingLease>(`admin/packing/${encodeURIComponent(id)}/renew`);
}
