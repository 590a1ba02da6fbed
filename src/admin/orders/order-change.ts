import type { Order } from '../../../contract/order';
import type { OrderEvent } from '../../../contract/order-lifecycle/events';
import { FULFILMENT_STATE_LABEL, PAYMENT_STATE_LABEL } from '../../../contract/order-lifecycle/labels';
import type { Actor } from '../../../contract/order-lifecycle/status-graph';
import { orderStatusLabel } from '../../../contract/statuses';
import { sortTimeline } from './sort-timeline';

type Watched = Pick<Order, '_id' | 'status' | 'paymentStatus' | 'fulfillmentStatus' | 'updatedAt'> & {
  timeline?: readonly OrderEvent[];
};

export type OrderChange = {
  /** Status, payment or fulfilment moved: what an open action dialog describes may be wrong now. */
  stateChanged: boolean;
  /** The notice staff read above the order. */
  notice: string;
};

const BY: Record<Actor, string> = {
  admin: 'on another device',
  customer: 'by the customer',
  system: "by the shop's systems",
};

/**
 * What changed between the order staff were shown and a fresh read of it, or null when nothing
 * did (docs/decisions/181). Only the server's own fields are compared: the status, the payment
 * and fulfilment states and `updatedAt`, which every write of the order moves. Who made the
 * change is read from the newest timeline entry the first read did not have (mails aside).
 */
export function orderChange(before: Watched, after: Watched): OrderChange | null {
  if (before._id !== after._id) return null;
  const status = before.status !== after.status;
  const payment = before.paymentStatus !== after.paymentStatus;
  const fulfilment = before.fulfillmentStatus !== after.fulfillmentStatus;
  const changed = `This order was changed ${whoChanged(before.timeline, after.timeline)}`;
  if (!status && !payment && !fulfilment) {
    if (before.updatedAt === after.updatedAt) return null;
    return { stateChanged: false, notice: `${changed}: see its timeline.` };
  }
  const parts = [`now ${orderStatusLabel(after.status)}`];
  if (payment) parts.push(`payment: ${PAYMENT_STATE_LABEL[after.paymentStatus]}`);
  if (fulfilment) parts.push(FULFILMENT_STATE_LABEL[after.fulfillmentStatus]);
  return { stateChanged: true, notice: `${changed}: ${parts.join(' · ')}` };
}

function whoChanged(before: readonly OrderEvent[] = [], after: readonly OrderEvent[] = []): string {
  const seen = new Set(before.map((event) => event._id));
  const added = sortTimeline(after.filter((event) => !seen.has(event._id) && event.kind !== 'mail'));
  const latest = added[added.length - 1];
  return latest ? BY[latest.actor] : 'elsewhere';
}
