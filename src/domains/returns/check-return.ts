import type { ReturnCheck } from '../../../contract/returns';
import { api } from '../../api/client';

export type ReturnableItem = Pick<
  ReturnCheck['items'][number],
  'productId' | 'title' | 'returned' | 'quantity' | 'returnableQuantity'
>;

/** GET orders/checkReturn/{orderId}; any failure means the order is not returnable (spec 000 s8). */
export function checkReturn(orderId: string, signal?: AbortSignal): Promise<ReturnCheck> {
  return api.get<ReturnCheck>(`orders/checkReturn/${encodeURIComponent(orderId)}`, { signal });
}
