import type { Order } from '../../../contract/order';
import { lifecycleMessages } from '../../../contract/order-lifecycle/messages';
import { SHIPMENT_BOOKABLE } from '../../../contract/order-lifecycle/status-graph';

/**
 * Why this order cannot be booked with the courier, or null when it can: the server's own rule
 * and words (contract/order-lifecycle/, docs/decisions/150), so the dialog offers only what
 * the server would accept. The server still checks under the order's lock.
 */
export function shipmentBlocker(order: Pick<Order, 'status' | 'shipRocketOrderId'>): string | null {
  if (order.shipRocketOrderId) return lifecycleMessages.shipmentExists;
  if (!(SHIPMENT_BOOKABLE as readonly string[]).includes(order.status)) return lifecycleMessages.notAwaitingShipment;
  return null;
}
