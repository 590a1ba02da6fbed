import { Hono } from 'hono';
import { type PaymentsMode, SHOP_INFO_MAX_AGE_SECONDS, type ShopInfo } from '../../../contract/shop-info';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import type { PaymentGateway } from '../../integrations/razorpay/payment-gateway';

/** The sandbox, Razorpay's test keys, or real money (docs/decisions/153). */
export function paymentsModeOf(payments: Pick<PaymentGateway, 'mode' | 'publicKey'>): PaymentsMode {
  if (payments.mode === 'sandbox') return 'sandbox';
  return payments.publicKey.startsWith('rzp_test_') ? 'test' : 'live';
}

/**
 * GET /api/shop/info, mounted at /api/shop: the same answer for everyone until the next deploy,
 * so it may be cached by browsers and proxies for a few minutes.
 */
export function shopInfoRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const info: ShopInfo = { paymentsMode: paymentsModeOf(deps.integrations.payments) };
  app.get('/info', (c) => {
    c.header('Cache-Control', `public, max-age=${SHOP_INFO_MAX_AGE_SECONDS}`);
    return ok<ShopInfo>(c, info);
  });
  return app;
}
