import { Hono } from 'hono';
import { createInProcessFetch } from '../integrations/in-process-fetch';
import { RazorpayGateway } from '../integrations/razorpay/razorpay-gateway';
import { createRazorpaySandboxRoutes, RAZORPAY_SANDBOX_PATH } from '../integrations/razorpay/sandbox/sandbox-routes';
import {
  createRazorpaySandboxState,
  type RazorpaySandboxOptions,
  type RazorpaySandboxState,
} from '../integrations/razorpay/sandbox/sandbox-state';

export const TEST_ORIGIN = 'http://127.0.0.1:9';

/**
 * The Razorpay sandbox mounted where the server mounts it, and the real gateway talking to it
 * in process: no port, no fetch mock, the same requests as over a socket.
 */
export function razorpaySandboxForTest(options: RazorpaySandboxOptions & { keySecret?: string } = {}) {
  const state: RazorpaySandboxState = createRazorpaySandboxState(options);
  const app = new Hono().route(RAZORPAY_SANDBOX_PATH, createRazorpaySandboxRoutes(state));
  const fetch = createInProcessFetch(app);
  const gateway = new RazorpayGateway({
    mode: 'sandbox',
    keyId: state.keyId,
    keySecret: options.keySecret ?? state.keySecret,
    webhookSecret: state.webhookSecret,
    baseUrl: `${TEST_ORIGIN}${RAZORPAY_SANDBOX_PATH}/v1`,
    checkoutScriptUrl: `${RAZORPAY_SANDBOX_PATH}/checkout.js`,
    fetch,
  });
  /** What the Checkout window's Pay and Fail buttons do. */
  const press = async (button: 'pay' | 'fail', orderId: string) => {
    const response = await fetch(`${TEST_ORIGIN}${RAZORPAY_SANDBOX_PATH}/${button}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order_id: orderId }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return { state, app, fetch, gateway, press };
}
