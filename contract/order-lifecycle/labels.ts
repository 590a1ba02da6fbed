import type { FulfilmentState, PaymentState } from './states';

/** How staff and shoppers read the payment state (docs/decisions/142: COD is not "Paid"). */
export const PAYMENT_STATE_LABEL: Record<PaymentState, string> = {
  cod_due: 'Cash on delivery — to collect',
  // The courier collected the cash; the shop has it once the courier remits it (decision 191).
  cod_to_remit: 'Delivered — cash to remit',
  awaiting: 'Awaiting payment',
  paid: 'Paid',
  partly_refunded: 'Partly refunded',
  refunded: 'Refunded',
  voided: 'Not paid (payment cancelled)',
};

/** A cancelled cash-on-delivery order that was never paid: nobody collects anything. */
export const COD_CANCELLED_LABEL = 'Nothing to pay: the order was cancelled';

/**
 * The shopper's words for the payment: the courier's remittance is the shop's business, and a
 * cancelled COD order keeps its `cod_due` state (nothing was paid, nothing to refund) but has
 * no cash to collect.
 */
export function shopperPaymentLabel(state: PaymentState, orderStatus?: string): string {
  if (state === 'cod_due' && orderStatus === 'Canceled') return COD_CANCELLED_LABEL;
  return state === 'cod_to_remit' ? 'Paid in cash on delivery' : PAYMENT_STATE_LABEL[state];
}

export const FULFILMENT_STATE_LABEL: Record<FulfilmentState, string> = {
  unfulfilled: 'Not packed yet',
  packed: 'Packed',
  shipment_booked: 'Shipment booked',
  shipped: 'Shipped',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  rto_in_transit: 'Returning to the workshop',
  returned_to_origin: 'Back at the workshop',
  lost: 'Lost in transit',
};
