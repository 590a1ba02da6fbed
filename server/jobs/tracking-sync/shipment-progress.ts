import type { FulfilmentState } from '../../../contract/order-lifecycle/states';
import { SHIPMENT_BOOKABLE } from '../../../contract/order-lifecycle/status-graph';
import type { OrderStatus } from '../../../contract/statuses';
import type { TrackingData } from '../../integrations/shiprocket/shipping-gateway';

/** The statuses the courier's tracking moves an order to. */
export type TrackedStatus = 'Shipped' | 'Out for Delivery' | 'Delivered';

/**
 * The one mapping from the aggregator's shipment states to our order statuses (Shiprocket's
 * `shipment_status` codes, with its labels for an answer without a code). States not listed
 * (pickup scheduled, cancelled, undelivered, return to origin, lost...) move nothing: their
 * scans are recorded on the timeline and staff decide.
 */
const STATUS_BY_CODE: Readonly<Record<number, TrackedStatus>> = {
  6: 'Shipped', // SHIPPED
  42: 'Shipped', // PICKED UP
  18: 'Shipped', // IN TRANSIT
  22: 'Shipped', // DELAYED
  38: 'Shipped', // REACHED AT DESTINATION HUB
  48: 'Shipped', // REACHED WAREHOUSE
  17: 'Out for Delivery', // OUT FOR DELIVERY
  7: 'Delivered', // DELIVERED
};

const STATUS_BY_LABEL: Readonly<Record<string, TrackedStatus>> = {
  SHIPPED: 'Shipped',
  'PICKED UP': 'Shipped',
  'IN TRANSIT': 'Shipped',
  'OUT FOR DELIVERY': 'Out for Delivery',
  DELIVERED: 'Delivered',
};

/** Where the aggregator says the parcel is, as one of our statuses; null when that moves nothing. */
export function trackedStatus(data: TrackingData): TrackedStatus | null {
  if (data.track_status !== 1) return null;
  const byCode = STATUS_BY_CODE[data.shipment_status];
  if (byCode) return byCode;
  const label = data.shipment_track[0]?.current_status?.trim().toUpperCase() ?? '';
  return STATUS_BY_LABEL[label] ?? null;
}

/** Orders whose parcel the sync follows: booked or on its way, not cancelled or in a return. */
export const SYNCED_STATUSES: readonly OrderStatus[] = [...SHIPMENT_BOOKABLE, 'Shipped', 'Out for Delivery'];
export const SYNCED_FULFILMENT: readonly FulfilmentState[] = [
  'shipment_booked',
  'shipped',
  'out_for_delivery',
  'rto_in_transit',
];

/** Shiprocket's codes of a parcel coming back to the seller (RTO initiated, in transit, acknowledged). */
const RETURNING_CODES: ReadonlySet<number> = new Set([9, 14, 46]);
/** The parcel is back with the seller (RTO delivered). */
const RETURNED_CODE = 10;

/** Where a parcel coming back stands: on its way, back, or neither (not a return to origin). */
export function returnToOrigin(data: TrackingData): 'returning' | 'returned' | null {
  if (data.track_status !== 1) return null;
  if (data.shipment_status === RETURNED_CODE) return 'returned';
  return RETURNING_CODES.has(data.shipment_status) ? 'returning' : null;
}

const RANK: Partial<Record<OrderStatus, number>> = { Shipped: 1, 'Out for Delivery': 2, Delivered: 3 };

/**
 * The status changes that bring an order from `current` to `target`, each one the lifecycle
 * table allows: Shipped first when it has not left yet, Out for Delivery only when that is
 * where the parcel is (a parcel already delivered goes Shipped → Delivered). Nothing when the
 * order is already there or further (staff may have moved it by hand).
 */
export function stepsTowards(current: OrderStatus, target: TrackedStatus | null): TrackedStatus[] {
  if (!target) return [];
  const from = RANK[current] ?? 0;
  if (from >= (RANK[target] ?? 0)) return [];
  const steps: TrackedStatus[] = from < 1 ? ['Shipped'] : [];
  if (target === 'Out for Delivery') steps.push('Out for Delivery');
  if (target === 'Delivered') steps.push('Delivered');
  return steps;
}
