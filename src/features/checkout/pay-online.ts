import { checkoutMessages, type PaymentOrderResponse, type PlaceOrderInput } from '../../../contract/checkout';
import { SHOP_NAME } from '../../../contract/constants';
import type { Order } from '../../../contract/order';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { getErrorMessage } from '../../lib/get-error-message';
import { loadCheckoutScript, openCheckout } from './razorpay-checkout';

export type OnlinePaymentResult =
  | { kind: 'paid'; order: Order }
  | { kind: 'failed'; message: string }
  | { kind: 'dismissed' };

/** Tells the server the window closed without a payment, so the held stock is released. */
async function cancelPayment(orderId: string, reason: string): Promise<void> {
  try {
    await api.post('payment/cancel', { orderId, reason });
  } catch (error) {
    // The server also expires unpaid orders; the shopper's next step does not depend on this.
    console.warn('Cancelling the unpaid order failed:', error);
  }
}

function createFailedMessage(error: unknown): string {
  if (error instanceof ApiError && error.fromServer) return error.message;
  if (error instanceof ApiError && error.status > 0) return checkoutMessages.createFailed;
  return checkoutMessages.paymentInitiationFailed;
}

/**
 * The online payment (spec 000 s4): payment/create → load and open the provider's window →
 * verify on success. A provider failure or a dismissed window cancels the unpaid order.
 */
export async function payOnline(
  body: PlaceOrderInput,
  prefill: { name: string; email: string; contact: string },
): Promise<OnlinePaymentResult> {
  let payment: PaymentOrderResponse;
  try {
    payment = await api.post<PaymentOrderResponse>('payment/create', body);
  } catch (error) {
    return { kind: 'failed', message: createFailedMessage(error) };
  }
  let outcome: Awaited<ReturnType<typeof openCheckout>>;
  try {
    await loadCheckoutScript(payment.checkoutScriptUrl);
    outcome = await openCheckout({
      key: payment.key,
      amount: payment.amount,
      currency: payment.currency,
      order_id: payment.orderId,
      name: SHOP_NAME,
      description: checkoutMessages.description,
      prefill,
    });
  } catch (error) {
    await cancelPayment(payment.orderId, 'checkout window failed to open');
    return { kind: 'failed', message: getErrorMessage(error, checkoutMessages.paymentInitiationFailed) };
  }
  if (outcome.kind === 'dismissed') {
    await cancelPayment(payment.orderId, 'dismissed');
    return outcome;
  }
  if (outcome.kind === 'failed') {
    await cancelPayment(payment.orderId, outcome.description ?? 'payment failed');
    return { kind: 'failed', message: outcome.description || checkoutMessages.paymentFailed };
  }
  try {
    const { order } = await api.post<{ order: Order }>('payment/verify', {
      orderId: outcome.response.razorpay_order_id,
      paymentId: outcome.response.razorpay_payment_id,
      signature: outcome.response.razorpay_signature,
    });
    return { kind: 'paid', order };
  } catch (error) {
    return { kind: 'failed', message: getErrorMessage(error, checkoutMessages.verificationFailed) };
  }
}
