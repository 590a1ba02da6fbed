import { Hono } from 'hono';
import { createSandboxApiRoutes } from './sandbox-api-routes';
import { createSandboxCheckoutRoutes } from './sandbox-checkout-routes';
import type { RazorpaySandboxState } from './sandbox-state';

/** Where the server mounts the Razorpay sandbox; the client's base URL is this plus `/v1`. */
export const RAZORPAY_SANDBOX_PATH = '/sandbox/razorpay';

/**
 * The Razorpay sandbox as a Hono sub-app, meant for `app.route(RAZORPAY_SANDBOX_PATH, ...)`:
 * `/v1/*` is Razorpay's server API (basic auth), `/checkout.js`, `/pay` and `/fail` are the
 * browser's Checkout window. See docs/decisions/060.
 */
export function createRazorpaySandboxRoutes(state: RazorpaySandboxState): Hono {
  const sandbox = new Hono();
  sandbox.route('/v1', createSandboxApiRoutes(state));
  sandbox.route('/', createSandboxCheckoutRoutes(state));
  return sandbox;
}
