import { shopRoutes } from '../../../contract/api/shop-routes';
import {
  type CancelPaymentInput,
  checkoutMessages,
  type PaymentOrderResponse,
  type PlaceOrderInput,
} from '../../../contract/checkout';
import { SHOP_NAME } from '../../../contract/constants';
import type { Order } from '../../../contract/order';
import { ApiError, answerMaybeLost } from '../../api/api-error';
import { callShop } from '../../api/call';
import { getErrorMessage } from '../../lib/get-error-message';
import { checkoutRequest } from './checkout-attempt';
import { loadCheckoutScript, openCheckout } from './razorpay-checkout';

export type OnlinePaymentResult =
  | { kind: 'paid'; order: Order }
  /** answerLost: payment/create got no answer; the next tap replays it with the same key. */
  | { kind: 'failed'; message: string; answerLost?: boolean }
  | { kind: 'dismissed' };

/**
 * Tells the server the window closed without a payment, so the held stock is released at once.
 * If this call is lost, the shopper's next checkout (COD or online) releases the hold itself and
 * the payment release job frees it for others, so the shopper's next step never waits on it.
 */
async function cancelPayment(body: CancelPaymentInput): Promise<void> {
  try {
    await callShop(shopRoutes.payment.cancel, { body });
  } catch (error) {
    console.warn('Cancelling the unpaid order failed:', error);
  }
}

const VERIFY_ATTEMPTS = 3;
const VERIFY_RETRY_MS = 1500;

/** The server refused the payment itself (a bad signature): asking again changes nothing. */
function refusedByServer(error: unknown): boolean {
  return error instanceof ApiError && error.fromServer && error.status >= 400 && error.status < 500;
}

/**
 * Verifies the payment; when the answer is lost (network, timeout, 5xx) asks again, since a
 * repeated verify answers the same, and finally asks the server about the order itself: a
 * payment the server already recorded shows as the success it is, never as a failure.
 */
async function confirmPayment(
  payment: PaymentOrderResponse,
  response: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
): Promise<OnlinePaymentResult> {
  let lastError: unknown;
  for (let attempt = 0; attempt < VERIFY_ATTEMPTS; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, VERIFY_RETRY_MS * attempt));
    try {
      const { order } = await callShop(shopRoutes.payment.verify, {
        body: {
          orderId: response.razorpay_order_id,
          paymentId: response.razorpay_payment_id,
          signature: response.razorpay_signature,
        },
      });
      return { kind: 'paid', order };
    } catch (error) {
      if (refusedByServer(error))
        return { kind: 'failed', message: getErrorMessage(error, checkoutMessages.verificationFailed) };
      lastError = error;
    }
  }
  try {
    const order = await callShop(shopRoutes.orders.getOrder, { params: { id: payment.shopOrderId } });
    if (order.paymentStatus === 'paid') return { kind: 'paid', order };
  } catch (error) {
    lastError = error;
  }
  console.warn('Payment verification did not answer:', lastError);
  return { kind: 'failed', message: checkoutMessages.verificationPending };
}

const CREATE_ATTEMPTS = 3;

/**
 * payment/create with the attempt's Idempotency-Key; a lost answer (network, timeout, 5xx) is
 * asked again with the same key, which answers with the payment already opened, never a second
 * held order (docs/decisions/194).
 */
async function createPayment(body: PlaceOrderInput, key: string): Promise<PaymentOrderResponse> {
  let lastError: unknown;
  for (let attempt = 0; attempt < CREATE_ATTEMPTS; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, VERIFY_RETRY_MS * attempt));
    try {
      return await callShop(shopRoutes.payment.create, { body }, checkoutRequest(key));
    } catch (error) {
      // The gateway's own refusal (502 with the server's message) is an answer, not a lost one.
      const gatewayRefused = error instanceof ApiError && error.fromServer;
      if (!answerMaybeLost(error) || gatewayRefused || navigator.onLine === false) throw error;
      lastError = error;
    }
  }
  throw lastError;
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
  key: string,
): Promise<OnlinePaymentResult> {
  let payment: PaymentOrderResponse;
  try {
    payment = await createPayment(body, key);
  } catch (error) {
    const answerLost = answerMaybeLost(error) && !(error instanceof ApiError && error.fromServer);
    return { kind: 'failed', message: createFailedMessage(error), answerLost };
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
    await cancelPayment({ orderId: payment.orderId, reason: 'payment_not_opened' });
    return { kind: 'failed', message: getErrorMessage(error, checkoutMessages.paymentInitiationFailed) };
  }
  if (outcome.kind === 'dismissed') {
    await cancelPayment({ orderId: payment.orderId, reason: 'payment_dismissed' });
    return outcome;
  }
  if (outcome.kind === 'failed') {
    await cancelPayment({
      orderId: payment.orderId,
      reason: 'payment_failed',
      detail: outcome.description ?? undefined,
    });
    return { kind: 'failed', message: outcome.description || checkoutMessages.paymentFailed };
  }
  return confirmPayment(payment, outcome.response);
}
