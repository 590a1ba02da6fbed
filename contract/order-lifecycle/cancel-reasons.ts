/** Why an unpaid online order was given up: sent by the checkout page, or set by the server. */
export const PAYMENT_CANCEL_REASONS = ['payment_dismissed', 'payment_failed', 'payment_not_opened'] as const;
export type PaymentCancelReason = (typeof PAYMENT_CANCEL_REASONS)[number];
/** Reasons only the server sets: the hold ran out, or the gateway refused to create the order. */
export const SERVER_CANCEL_REASONS = ['payment_abandoned', 'payment_not_started'] as const;
export const CANCEL_REASONS = [
  ...PAYMENT_CANCEL_REASONS,
  ...SERVER_CANCEL_REASONS,
  'customer_cancelled',
  'staff_cancelled',
  'lost_in_transit',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
export const PAYMENT_DETAIL_MAX = 200;
