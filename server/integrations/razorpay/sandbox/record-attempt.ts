import type { RazorpayPayment } from '../payment-gateway';
import { newRazorpayId } from '../razorpay-ids';
import { type RazorpaySandboxState, remember, unixSeconds } from './sandbox-state';
import { queueWebhook } from './send-webhook';

export const DECLINED_DESCRIPTION = 'Payment failed: the sandbox card was declined';

export type AttemptOutcome = { payment: RazorpayPayment } | { problem: string };

/**
 * One payment attempt on a sandbox order, as the Checkout window makes it: a captured payment
 * marks the order paid; a declined one leaves it 'attempted' so the shopper can try again, as
 * Razorpay allows several attempts per order. Each sends its webhook when a target is set.
 */
export function recordAttempt(
  state: RazorpaySandboxState,
  orderId: unknown,
  outcome: 'captured' | 'failed',
): AttemptOutcome {
  const order = typeof orderId === 'string' ? state.orders.get(orderId) : undefined;
  if (!order) return { problem: 'The id provided does not exist' };
  if (order.status === 'paid') return { problem: 'This order has already been paid' };

  const captured = outcome === 'captured';
  const payment: RazorpayPayment = {
    id: newRazorpayId('pay'),
    entity: 'payment',
    amount: order.amount,
    currency: order.currency,
    status: captured ? 'captured' : 'failed',
    order_id: order.id,
    method: 'card',
    amount_refunded: 0,
    refund_status: null,
    captured,
    description: 'Sandbox payment',
    email: null,
    contact: null,
    notes: order.notes,
    error_code: captured ? null : 'BAD_REQUEST_ERROR',
    error_description: captured ? null : DECLINED_DESCRIPTION,
    error_reason: captured ? null : 'payment_failed',
    created_at: unixSeconds(state),
  };
  remember(state.payments, payment.id, payment);

  order.attempts += 1;
  if (captured) {
    order.status = 'paid';
    order.amount_paid = order.amount;
    order.amount_due = 0;
  } else {
    order.status = 'attempted';
  }
  queueWebhook(state, captured ? 'payment.captured' : 'payment.failed', payment);
  return { payment };
}
