import type { Order } from '../../../contract/order';
import { FULFILMENT_STATE_LABEL, PAYMENT_STATE_LABEL } from '../../../contract/order-lifecycle';
import { orderStatusLabel } from '../../../contract/statuses';

type Watched = Pick<Order, '_id' | 'status' | 'paymentStatus' | 'fulfillmentStatus' | 'updatedAt'>;

export type OrderChange = {
  /** Status, payment or fulfilment moved: what an open action dialog describes may be wrong now. */
  stateChanged: boolean;
  /** The notice staff read above the order. */
  notice: string;
};

/**
 * What changed between the order staff were shown and a fresh read of it, or null when nothing
 * did (docs/decisions/181). Only the server's own fields are compared: the status, the payment
 * and fulfilment states and `updatedAt`, which every write of the order moves.
 */
export function orderChange(before: Watched, after: Watched): OrderChange | null {
  if (before._id !== after._id) return null;
  const status = before.status !== after.status;
  const payment = before.paymentStatus !== after.paymentStatus;
  const fulfilment = before.fulfillmentStatus !== after.fulfillmentStatus;
  if (!status && !payment && !fulfilment) {
    if (before.updatedAt === after.updatedAt) return null;
    return { stateChanged: false, notice: 'This order was changed on another device: see its timeline.' };
  }
  const parts = [`now ${orderStatusLabel(after.status)}`];
  if (payment) parts.push(`payment: ${PAYMENT_STATE_LABEL[after.paymentStatus]}`);
  if (fulfilment) parts.push(FULFILMENT_STATE_LABEL[after.fulfillmentStatus]);
  return { stateChanged: true, notice: `This order was changed on another device: ${parts.join(' · ')}` };
}
