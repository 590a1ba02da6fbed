import { shopRoutes } from '../../../contract/api/shop-routes';
import type { ReturnCheck } from '../../../contract/returns';
import { callShop } from '../../api/call';

export type ReturnableItem = Pick<
  ReturnCheck['items'][number],
  'productId' | 'title' | 'returned' | 'quantity' | 'returnableQuantity'
>;

/** GET orders/checkReturn/{orderId}; any failure means the order is not returnable (spec 000 s8). */
export function checkReturn(orderId: string, signal?: AbortSignal): Promise<ReturnCheck> {
  return callShop(shopRoutes.returns.checkReturn, { params: { id: orderId } }, { signal });
}
