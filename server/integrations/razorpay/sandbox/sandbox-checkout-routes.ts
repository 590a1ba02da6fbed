import { Hono } from 'hono';
import { readJsonObject } from '../../../lib/read-json-object';
import type { CheckoutSuccess } from '../payment-gateway';
import { paymentSignature } from '../signatures';
import { checkoutScript } from './checkout-script';
import { DECLINED_DESCRIPTION, recordAttempt } from './record-attempt';
import { razorpayError } from './sandbox-errors';
import type { RazorpaySandboxState } from './sandbox-state';

/**
 * The browser half of the sandbox: the Checkout script and the two buttons of its window.
 * These take no credentials, as a shopper's card form takes none; what they return is signed
 * with the key secret the browser never sees, so the shop verifies it exactly as Razorpay's.
 */
export function createSandboxCheckoutRoutes(state: RazorpaySandboxState): Hono {
  const checkout = new Hono();

  checkout.get('/checkout.js', (c) => {
    // The script calls back to wherever the sandbox is mounted: the path it was served from.
    const basePath = c.req.path.replace(/\/checkout\.js$/, '');
    return c.body(checkoutScript(basePath), 200, {
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': 'no-cache',
    });
  });

  checkout.post('/pay', async (c) => {
    const body = await readJsonObject(c);
    const attempt = recordAttempt(state, body?.order_id, 'captured');
    if ('problem' in attempt) return razorpayError(c, 400, attempt.problem, 'order_id');
    const { payment } = attempt;
    const orderId = payment.order_id ?? '';
    const success: CheckoutSuccess = {
      razorpay_payment_id: payment.id,
      razorpay_order_id: orderId,
      razorpay_signature: paymentSignature(state.keySecret, orderId, payment.id),
    };
    return c.json(success);
  });

  checkout.post('/fail', async (c) => {
    const body = await readJsonObject(c);
    const attempt = recordAttempt(state, body?.order_id, 'failed');
    if ('problem' in attempt) return razorpayError(c, 400, attempt.problem, 'order_id');
    // Checkout's payment.failed payload: the error with the order and the failed payment.
    return c.json({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: DECLINED_DESCRIPTION,
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: attempt.payment.order_id, payment_id: attempt.payment.id },
      },
    });
  });

  return checkout;
}
