/**
 * One model of an order's life (docs/decisions/140): the spec's order status is what staff and
 * shoppers see; the payment state and the fulfilment state are kept beside it, each with its
 * own list. The server enforces the lifecycle's tables (status-graph.ts, transition-effects.ts);
 * the admin screens and the storefront derive what they offer from the same tables.
 */

export const PAYMENT_STATES = [
  'cod_due',
  'cod_to_remit',
  'awaiting',
  'paid',
  'partly_refunded',
  'refunded',
  'voided',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const FULFILMENT_STATES = [
  'unfulfilled',
  'packed',
  'shipment_booked',
  'shipped',
  'out_for_delivery',
  'delivered',
  // The parcel is coming back to the workshop (staff asked, or the courier could not deliver).
  'rto_in_transit',
  'returned_to_origin',
  'lost',
] as const;
export type FulfilmentState = (typeof FULFILMENT_STATES)[number];

/** A parcel on its way back to the workshop: only the end of that journey is a next step. */
export const RETURNING_FULFILMENT: readonly FulfilmentState[] = ['rto_in_transit'];

/**
 * Whether the shopper's money has been taken: paid online, or cash handed to the courier (the
 * shop owes it back on a refund even before the courier remits it).
 */
export function shopperHasPaid(state: PaymentState): boolean {
  return state === 'paid' || state === 'partly_refunded' || state === 'cod_to_remit';
}
