import type { Order } from '../../../contract/order';
import { customerCanCancel, returnDeadline } from '../../../contract/order-lifecycle';

/**
 * Which customer actions an order offers (spec 000 s4, "Customer order actions"): cancel comes
 * from the lifecycle table the server enforces, the return window from the same rule.
 */
export function orderActions(
  order: Pick<Order, 'status' | 'tracking' | 'deliveryDate' | 'paymentMethod'>,
  now = Date.now(),
) {
  const { status } = order;
  const deliveredAt = order.deliveryDate ? new Date(order.deliveryDate) : null;
  const withinReturnWindow =
    status === 'Delivered' &&
    deliveredAt !== null &&
    Number.isFinite(deliveredAt.getTime()) &&
    now <= returnDeadline(deliveredAt).getTime();
  return {
    cancel: customerCanCancel({ status, paymentMethod: order.paymentMethod[0] ?? 'Online' }),
    track: Boolean(order.tracking) && order.tracking !== 'NA' && (status === 'Shipped' || status === 'Processing'),
    invoice: status !== 'Canceled' && status !== 'Placed',
    returnLink: withinReturnWindow || status === 'Return Requested',
  };
}
