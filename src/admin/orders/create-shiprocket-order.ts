import type { Order } from '../../../contract/order';
import { lifecycleMessages, SHIPMENT_BOOKABLE } from '../../../contract/order-lifecycle';
import { adminApi } from '../../api/client';

/** POST /api/admin/orders/{id}/shiprocket: the order comes back Processing with its aggregator ids. */
export function createShiprocketOrder(id: string): Promise<Order> {
  return adminApi.post<Order>(`admin/orders/${encodeURIComponent(id)}/shiprocket`);
}

/**
 * Why this order cannot be booked with the courier, or null when it can: the server's own rule
 * and words (contract/order-lifecycle.ts, docs/decisions/150), so the dialog offers only what
 * the server would accept. The server still checks under the order's lock.
 */
export function shipmentBlocker(order: Pick<Order, 'status' | 'shipRocketOrderId'>): string | null {
  if (order.shipRocketOrderId) return lifecycleMessages.shipmentExists;
  if (!(SHIPMENT_BOOKABLE as readonly string[]).includes(order.status)) return lifecycleMessages.notAwaitingShipment;
  return null;
}
