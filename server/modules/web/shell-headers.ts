import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { commonSecurityHeaders, DENIED_FEATURES } from '../../http/security-headers';

export type ShellPolicyOptions = {
  /** PUBLIC_URL is https: HSTS, and plain-http subresources upgraded. */
  https: boolean;
  /** Real Razorpay keys are set: the page loads Razorpay's Checkout and frames its window. */
  razorpayCheckout: boolean;
};

/** Where Razorpay's Checkout lives: its script, the frame it opens, and what that frame calls. */
export const RAZORPAY_CHECKOUT_ORIGIN = 'https://checkout.razorpay.com';
export const RAZORPAY_API_ORIGIN = 'https://api.razorpay.com';
export const RAZORPAY_LOGGING_ORIGIN = 'https://lumberjack.razorpay.com';

/**
 * The Content-Security-Policy of the PWA's files (docs/decisions/151). No inline script: the
 * build emits none and nothing injects any. Styles allow 'unsafe-inline' because Mantine writes
 * <style> elements and style attributes at run time, and a nonce cannot ride on a shell the
 * service worker serves from its cache. The Razorpay sandbox is same-origin ('self'); Razorpay's
 * own origins are allowed only when its real keys are set.
 */
export function shellContentSecurityPolicy({ https, razorpayCheckout }: ShellPolicyOptions) {
  const razorpay = (...origins: string[]) => (razorpayCheckout ? origins : []);
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    scriptSrc: ["'self'", ...razorpay(RAZORPAY_CHECKOUT_ORIGIN)],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...razorpay(RAZORPAY_API_ORIGIN, RAZORPAY_LOGGING_ORIGIN)],
    frameSrc: razorpayCheckout ? [RAZORPAY_API_ORIGIN, RAZORPAY_CHECKOUT_ORIGIN] : ["'none'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    formAction: ["'self'", ...razorpay(RAZORPAY_API_ORIGIN)],
    frameAncestors: ["'none'"],
    ...(https ? { upgradeInsecureRequests: [] } : {}),
  };
}

/**
 * The Permissions-Policy of the shell: every device feature denied, except the camera on the
 * admin shell (the packing desk scans article codes) and, with real keys, the Payment Request
 * API inside Razorpay's frame, which offers wallets through it.
 */
export function shellPermissionsPolicy(options: ShellPolicyOptions & { admin: boolean }) {
  return {
    ...DENIED_FEATURES,
    camera: options.admin ? ['self'] : [],
    payment: options.razorpayCheckout ? [RAZORPAY_API_ORIGIN] : [],
  };
}

/** True for the back office's client routes: /admin and everything under it. */
export function isAdminShellPath(path: string): boolean {
  return /^\/admin(\/|$)/.test(path);
}

/**
 * Headers of every file the web app serves: the shell, the service worker (a worker obeys the
 * CSP it was served with), assets and the manifest. Razorpay's Checkout opens bank pages in
 * popups that report back to their opener, so with real keys the opener policy lets popups be.
 */
export function shellHeaders(options: ShellPolicyOptions): MiddlewareHandler {
  const build = (admin: boolean) =>
    secureHeaders({
      ...commonSecurityHeaders(options.https),
      crossOriginOpenerPolicy: options.razorpayCheckout ? 'same-origin-allow-popups' : 'same-origin',
      contentSecurityPolicy: shellContentSecurityPolicy(options),
      permissionsPolicy: shellPermissionsPolicy({ ...options, admin }),
    });
  const storefront = build(false);
  const admin = build(true);
  return (c, next) => (isAdminShellPath(c.req.path) ? admin : storefront)(c, next);
}
