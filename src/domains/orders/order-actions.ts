import type { Order } from '../../../contract/order';
import { returnDeadline } from '../../../contract/order-lifecycle/return-deadline';
import { customerCanCancel } from '../../../contract/order-lifecycle/status-graph';
import { RETURNABLE_ORDER_STATUSES } from '../../../contract/return-lifecycle';

/**
 * Which customer actions an order offers (spec 000 s4, "Customer order actions"): cancel comes
 * from the lifecycle table the server enforces, the return window from the same rule.
 */
export function orderActions(
  order: Pick<Order, 'status' | 'tracking' | 'deliveryDate' | 'paymentMethod'> & Partial<Pick<Order, 'cart'>>,
  now = Date.now(),
) {
  const { status } = order;
  const deliveredAt = order.deliveryDate ? new Date(order.deliveryDate) : null;
  // Units of other lines, or the rest of a line, can follow a first return (docs/decisions/187).
  const unitsLeft =
    order.cart?.some((item) => (item.returnedQuantity ?? (item.returned ? item.quantity : 0)) < item.quantity) ?? true;
  const withinReturnWindow =
    RETURNABLE_ORDER_STATUSES.includes(status) &&
    unitsLeft &&
    deliveredAt !== null &&
    Number.isFinite(deliveredAt.getTime()) &&
    now <= returnDeadline(deliveredAt).getTime();
  return {
    cancel: customerCanCancel({ status, paymentMethod: order.paymentMethod[0] ?? 'Online' }),
    track: Boolean(order.tracking) && order.tracking !== 'NA' && (status === 'Shipped' || status === 'Processing'),
    invoice: status !== 'Canceled' && status !== 'Placed',
    // The server's rule (return-eligibility.ts), a requested return included: after the window,
    // or with every unit claimed, it refuses, so the page does not offer it (decision 233).
    returnLink: withinReturnWindow,
  };
}
