import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { WRITTEN_ANSWERS_SCRIPT_ATTRIBUTE } from '../../../contract/written-answers';
import { commonSecurityHeaders, DENIED_FEATURES } from '../../http/security-headers';

export type ShellPolicyOptions = {
  /** PUBLIC_URL is https: HSTS, and plain-http subresources upgraded. */
  https: boolean;
  /** Real Razorpay keys are set: the page loads Razorpay's Checkout and frames its window. */
  razorpayCheckout: boolean;
  /** The built shell's own inline scripts, as CSP hash sources (inlineScriptSources). */
  inlineScripts?: readonly string[];
};

/**
 * The CSP sources ('sha256-…') of the inline scripts the build wrote into the shell: the one that
 * answers a written page's taps before the app (scripts/written-answers-inline.ts, docs/decisions/
 * 367). Hashed from the built file itself, so the policy allows exactly the script served.
 */
export function inlineScriptSources(shell: string): string[] {
  const scripts = shell.matchAll(
    new RegExp(`<script ${WRITTEN_ANSWERS_SCRIPT_ATTRIBUTE}[^>]*>([\\s\\S]*?)</script>`, 'g'),
  );
  return [...scripts].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}

/** Where Razorpay's Checkout lives: its script, the frame it opens, and what that frame calls. */
export const RAZORPAY_CHECKOUT_ORIGIN = 'https://checkout.razorpay.com';
export const RAZORPAY_API_ORIGIN = 'https://api.razorpay.com';
export const RAZORPAY_LOGGING_ORIGIN = 'https://lumberjack.razorpay.com';

/**
 * The Content-Security-Policy of the PWA's files (docs/decisions/151). No inline script but the
 * build's own, each allowed by its hash (inlineScriptSources); nothing else injects any. Styles
 * allow 'unsafe-inline' because Mantine writes <style> elements and style attributes at run time,
 * and a nonce cannot ride on a shell the service worker serves from its cache. The Razorpay
 * sandbox is same-origin ('self'); Razorpay's own origins are allowed only when its real keys are set.
 */
export function shellContentSecurityPolicy({ https, razorpayCheckout, inlineScripts = [] }: ShellPolicyOptions) {
  const razorpay = (...origins: string[]) => (razorpayCheckout ? origins : []);
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    scriptSrc: ["'self'", ...inlineScripts, ...razorpay(RAZORPAY_CHECKOUT_ORIGIN)],
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
