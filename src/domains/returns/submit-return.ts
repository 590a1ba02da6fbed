import { shopRoutes } from '../../../contract/api/shop-routes';
import type { Order } from '../../../contract/order';
import { sendShopForm } from '../../api/call';
import { db } from '../../data/db';
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

/** The ids of the returns on the order's line of `productId`. */
function returnIdsOf(order: Pick<Order, 'cart'>, productId: string): Set<string> {
  return new Set(
    order.cart.filter((line) => line.productId === productId).flatMap((line) => line.returns.map((entry) => entry._id)),
  );
}

/**
 * POST /api/orders/return as multipart with the shopper's token; a failure is an ApiError, which
 * the wizard shows with RETURN_FAILED as the fallback. The order is re-read into the mirror
 * afterwards so its item shows as returned.
 *
 * When the upload's answer is lost (a connection that drops after the photo went), the shop may
 * have recorded the return: the order read again says whether the line has a return it did not
 * have before, and if so the request is done (docs/decisions/312).
 */
export async function submitReturn(input: SubmitReturnInput): Promise<void> {
  const mirrored = await db()
    .orders.get(input.orderId)
    .catch(() => undefined);
  const before = mirrored ? returnIdsOf(mirrored, input.productId) : undefined;
  const body = new FormData();
  body.set('orderId', input.orderId);
  body.set('productId', input.productId);
  body.set('quantity', String(input.quantity));
  body.set('reason', input.reason);
  body.set('description', input.description);
  body.set('image', input.image);
  try {
    await sendShopForm(shopRoutes.returns.requestReturn, body);
  } catch (error) {
    const after = before ? await refreshOrder(input.orderId) : undefined;
    if (before && after && [...returnIdsOf(after, input.productId)].some((id) => !before.has(id))) return;
    throw error;
  }
  void refreshOrder(input.orderId);
}
