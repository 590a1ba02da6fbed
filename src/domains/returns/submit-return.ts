import { shopRoutes } from '../../../contract/api/shop-routes';
import type { ReturnSubmitted } from '../../../contract/returns';
import { sendShopForm } from '../../api/call';
import { refreshOrder } from '../orders/orders-mirror';

export const RETURN_FAILED = 'Failed to submit return request';

export type SubmitReturnInput = {
  orderId: string;
  productId: string;
  quantity: number;
  reason: string;
  description: string;
  image: Blob;
};

/**
 * POST /api/orders/return as multipart with the shopper's token; a failure is an ApiError, which
 * the wizard shows with RETURN_FAILED as the fallback. The order is re-read into the mirror
 * afterwards so its item shows as returned.
 */
export async function submitReturn(input: SubmitReturnInput): Promise<ReturnSubmitted['return']> {
  const body = new FormData();
  body.set('orderId', input.orderId);
  body.set('productId', input.productId);
  body.set('quantity', String(input.quantity));
  body.set('reason', input.reason);
  body.set('description', input.description);
  body.set('image', input.image);
  const submitted = await sendShopForm(shopRoutes.returns.requestReturn, body);
  void refreshOrder(input.orderId);
  return submitted.return;
}
