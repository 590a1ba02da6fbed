import { shopRoutes } from '../../../contract/api/shop-routes';
import { returnMessages } from '../../../contract/return-messages';
import { callShopWithMessage } from '../../api/call';
import { askThenPost } from '../orders/ask-then-post';

/** Asked before a return request is withdrawn, as Cancel Order asks (docs/decisions/227). */
export const CANCEL_RETURN_CONFIRM = 'Cancel this return request? The items stay with you and no refund is made.';

/**
 * 'Cancel Return' on a return still Requested (spec 000 s4): after the confirmation, POST
 * orders/cancel-return/{returnId}, then the order is re-read into the mirror.
 */
export function cancelReturn(returnId: string, orderId: string): Promise<boolean> {
  return askThenPost({
    question: CANCEL_RETURN_CONFIRM,
    send: (options) => callShopWithMessage(shopRoutes.returns.cancelReturn, { params: { returnId } }, options),
    done: returnMessages.cancelled,
    failed: 'Failed to cancel the return',
    orderId,
    // A withdrawn return is gone from its line.
    made: (order) => !order.cart.some((line) => line.returns.some((entry) => entry._id === returnId)),
  });
}
