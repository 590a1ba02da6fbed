import { RETURN_WINDOW_DAYS } from '../../../contract/constants';
import type { Order } from '../../../contract/order';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Which customer actions an order offers (spec 000 s4, "Customer order actions"). The server decides again. */
export function orderActions(order: Pick<Order, 'status' | 'tracking' | 'deliveryDate'>, now = Date.now()) {
  const { status } = order;
  const deliveredAt = order.deliveryDate ? Date.parse(order.deliveryDate) : Number.NaN;
  const withinReturnWindow =
    status === 'Delivered' && Number.isFinite(deliveredAt) && now - deliveredAt <= RETURN_WINDOW_DAYS * DAY_MS;
  return {
    cancel: status === 'Placed' || status === 'Processing',
    track: Boolean(order.tracking) && order.tracking !== 'NA' && (status === 'Shipped' || status === 'Processing'),
    invoice: status !== 'Canceled' && status !== 'Placed',
    returnLink: withinReturnWindow || status === 'Return Requested',
  };
}
