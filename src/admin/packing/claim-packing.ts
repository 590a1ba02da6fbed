import { adminPackingApi } from '../../../contract/api/admin-packing';
import type { PackingClaim } from '../../../contract/packing';
import { callAdmin } from '../../api/call';

/**
 * POST /api/admin/packing/claim: the order this tablet holds (its own again after a reload),
 * else the oldest one no other tablet holds; `orderId` asks for one order by name.
 */
export function claimPacking(orderId?: string, signal?: AbortSignal): Promise<PackingClaim> {
  return callAdmin(adminPackingApi.claim, { body: orderId ? { orderId } : {} }, { signal });
}
