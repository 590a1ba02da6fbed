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

export const RETURN_STATUSES = ['Requested', 'Approved', 'Rejected', 'Picked Up', 'Refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** The combined selector: each return status sends this order status with it. */
export const RETURN_STATUS_PAIRS: { returnStatus: ReturnStatus; orderStatus: OrderStatus }[] = [
  { returnStatus: 'Requested', orderStatus: 'Return Requested' },
  { returnStatus: 'Approved', orderStatus: 'Return Approved' },
  { returnStatus: 'Picked Up', orderStatus: 'Return in Progress' },
  { returnStatus: 'Rejected', orderStatus: 'Return Rejected' },
  { returnStatus: 'Refunded', orderStatus: 'Refunded' },
];

export const PAYMENT_METHODS = ['Online', 'COD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** How cash on delivery is named to shoppers: at checkout, on the order page and on the invoice. */
export const COD_LABEL = 'Cash on delivery';
