import type { PackingClaim } from '../../../contract/packing';
import { adminApi } from '../../api/client';

/**
 * POST /api/admin/packing/claim: the order this tablet holds (its own again after a reload),
 * else the oldest one no other tablet holds; `orderId` asks for one order by name.
 */
export function claimPacking(orderId?: string, signal?: AbortSignal): Promise<PackingClaim> {
  return adminApi.post<PackingClaim>('admin/packing/claim', orderId ? { orderId } : {}, { signal });
}
