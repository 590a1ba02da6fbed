/** Order and return statuses (spec 000 section 4, spec 001 section 4). */
export const ORDER_STATUSES = [
  'Placed',
  'Processing',
  'Shipped',
  'Delivered',
  'Canceled',
  'Return Requested',
  'Return Approved',
  'Return Pickup Initiated',
  'Return in Progress',
  'Refunded',
  'Return Rejected',
  'Paid',
  'Pending',
  'Awaiting Payment',
  'Completed',
  'Returned',
  'Out for Delivery',
  // Returns follow the goods (docs/decisions/186, 187): the parcel is back at the workshop, and
  // an order of which only some units came back and were refunded.
  'Return Received',
  'Partly Returned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How a status is labelled where it differs from its value. */
export const ORDER_STATUS_LABEL: Partial<Record<OrderStatus, string>> = {
  Canceled: 'Cancelled',
  'Return in Progress': 'Picked Up',
};
export function orderStatusLabel(status: string): string {
  return ORDER_STATUS_LABEL[status as OrderStatus] ?? status;
}

/** The admin status dropdown: any of these can be picked from any other. */
export const ADMIN_ORDER_STATUSES = ['Placed', 'Processing', 'Shipped', 'Delivered', 'Canceled', 'Refunded'] as const;

/**
 * The spec's five return statuses and two more that the goods need (docs/decisions/186): a
 * courier pickup is booked but nothing collected yet, and the parcel is back and inspected.
 */
export const RETURN_STATUSES = [
  'Requested',
  'Approved',
  'Rejected',
  'Pickup Booked',
  'Picked Up',
  'Received',
  'Refunded',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/**
 * Each return status with the order status it gives while that return is the order's open one
 * (spec 001 s4's pairs, plus the two new steps). The selector offers only the moves staff make
 * by hand (Approved, Rejected: RETURN_TRANSITIONS); the rest follow the courier, the workshop
 * and the refund.
 */
export const RETURN_STATUS_PAIRS: { returnStatus: ReturnStatus; orderStatus: OrderStatus }[] = [
  { returnStatus: 'Requested', orderStatus: 'Return Requested' },
  { returnStatus: 'Approved', orderStatus: 'Return Approved' },
  { returnStatus: 'Pickup Booked', orderStatus: 'Return Pickup Initiated' },
  { returnStatus: 'Picked Up', orderStatus: 'Return in Progress' },
  { returnStatus: 'Received', orderStatus: 'Return Received' },
  { returnStatus: 'Rejected', orderStatus: 'Return Rejected' },
  { returnStatus: 'Refunded', orderStatus: 'Refunded' },
];

export const PAYMENT_METHODS = ['Online', 'COD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** How cash on delivery is named to shoppers: at checkout, on the order page and on the invoice. */
export const COD_LABEL = 'Cash on delivery';
