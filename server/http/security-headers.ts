import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './app-env';

/**
 * A year, without includeSubDomains or preload: those bind every host under the shop's domain,
 * which is the operator's call, not the shop's (docs/decisions/151).
 */
export const HSTS_VALUE = 'max-age=31536000';

/** True when PUBLIC_URL says the shop is reached over https. */
export function isHttpsUrl(url: string | undefined): boolean {
  if (!url) return false;
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The headers every answer carries, whatever its type (hono/secure-headers): nosniff, no
 * framing, the referrer cut to the origin across sites, same-origin resources, and HSTS when
 * the shop is served over https. The shell replaces the CSP and the Permissions-Policy with its
 * own (modules/web/shell-headers.ts); these stand for everything else.
 */
export function commonSecurityHeaders(https: boolean) {
  return {
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: https ? HSTS_VALUE : false,
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
    originAgentCluster: true,
    xDnsPrefetchControl: true,
    xDownloadOptions: true,
    xPermittedCrossDomainPolicies: true,
    xXssProtection: true,
    removePoweredBy: true,
  } as const;
}

/**
 * Device features nobody in the shop uses, denied to the page and every frame in it. The admin
 * shell allows the camera for the packing desk's scanner (shell-headers.ts). Only features the
 * browsers name in their policy: Chromium logs "Unrecognized feature" on every page for one it
 * does not know (Web Bluetooth is not a policy-controlled feature there, so it is not listed).
 */
export const DENIED_FEATURES = {
  accelerometer: [],
  camera: [],
  displayCapture: [],
  geolocation: [],
  gyroscope: [],
  hid: [],
  magnetometer: [],
  microphone: [],
  midi: [],
  payment: [],
  serial: [],
  usb: [],
} satisfies Record<string, string[]>;

/**
 * App-wide: every answer (API, media, sandbox, assets) gets the common headers and a CSP that
 * lets a JSON or image answer opened as a page run nothing and be framed by nobody. The shell's
 * own middleware runs inside this one and sets its policy first; `overwrite: false` keeps it.
 * Also records whether session cookies must be Secure (http/sessions.ts).
 */
export function securityHeaders(options: { https: boolean }): MiddlewareHandler<AppEnv> {
  const headers = secureHeaders({
    ...commonSecurityHeaders(options.https),
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"] },
    permissionsPolicy: DENIED_FEATURES,
    overwrite: false,
  });
  return (c, next) => {
    c.set('secureCookies', options.https);
    return headers(c, next);
  };
}
