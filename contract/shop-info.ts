/**
 * GET /api/shop/info: what the storefront must know about how this shop runs, read by the PWA
 * and answered by the server (docs/decisions/153). Public and cacheable.
 */

// Declared with their schema in shop-info-schema.ts; types only here, as the storefront's entry
// loads this file without zod (docs/decisions/163).
import type { ShopInfo } from './shop-info-schema';

export type { PaymentsMode, ShopInfo } from './shop-info-schema';

/** How long browsers and the PWA's mirror keep the answer: it changes only with a redeploy. */
export const SHOP_INFO_MAX_AGE_SECONDS = 300;

/** The notice on every storefront page and at the payment step while payments are not real. */
export const TEST_PAYMENTS_NOTICE = {
  title: 'Test payments',
  /** The one-line bar over every storefront page. */
  banner: 'Test payments: no real money is taken',
  body: 'No real money is taken: online payments here are only a test.',
} as const;

export function takesRealPayments(info: ShopInfo): boolean {
  return info.paymentsMode === 'live';
}
