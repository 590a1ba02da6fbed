import { shopRoutes } from '../../../contract/api/shop-routes';
import { callShopWithMessage } from '../../api/call';
import { askThenPost } from './ask-then-post';

export const CANCEL_CONFIRM = 'are you sure that you want to cancel this order ??';

/** POST orders/cancel/{id} after the spec's confirmation; the order is re-read into the mirror. */
export function cancelOrder(orderId: string): Promise<boolean> {
  return askThenPost({
    question: CANCEL_CONFIRM,
    send: (options) => callShopWithMessage(shopRoutes.orders.cancel, { params: { orderId } }, options),
    done: 'Your order has been cancelled.',
    failed: 'Failed to cancel the order',
    orderId,
    made: (order) => order.status === 'Canceled',
  });
}
