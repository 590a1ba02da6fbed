import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { messages } from '../contract/messages';
import type { DatabaseKind, Db } from './db/client';
import { ApiError } from './http/api-error';
import type { AppDeps, AppEnv } from './http/app-env';
import { handleError, handleNotFound } from './http/error-handler';
import type { Integrations } from './integrations/select-integrations';
import { type AttemptLimiter, createAttemptLimiter } from './lib/attempt-limiter';
import { createTokenKeys } from './lib/tokens';
import { adminAuthRoutes } from './modules/admin-auth/admin-auth-routes';
import { adminCustomersRoutes } from './modules/admin-customers/admin-customers-routes';
import { adminDashboardRoutes } from './modules/admin-dashboard/admin-dashboard-routes';
import { adminOrdersRoutes } from './modules/admin-orders/admin-orders-routes';
import { adminProductsRoutes } from './modules/admin-products/admin-products-routes';
import { adminReturnsRoutes } from './modules/admin-returns/admin-returns-routes';
import { authRoutes } from './modules/auth/auth-routes';
import { cartRoutes } from './modules/cart/cart-routes';
import { catalogueRoutes } from './modules/catalogue/catalogue-routes';
import { healthRoutes } from './modules/health/health-routes';
import { mediaRoutes } from './modules/media/media-routes';
import { ordersRoutes } from './modules/orders/orders-routes';
import { passwordResetRoutes } from './modules/password-reset/password-reset-routes';
import { paymentRoutes } from './modules/payment/payment-routes';
import { profileRoutes } from './modules/profile/profile-routes';
import { returnsRoutes } from './modules/returns/returns-routes';
import { webNotBuiltRoutes, webRoutes } from './modules/web/web-routes';

export const MAX_JSON_BODY_BYTES = 1024 * 1024;

export type AppOptions = {
  db: Db;
  databaseKind: DatabaseKind;
  jwtSecret: string;
  /** dist/ of the built PWA; null serves the API only (tests, or a failed build). */
  webRoot?: string | null;
  /** DATA_DIR/uploads, served under /media/uploads. */
  uploadsDir?: string | null;
  /** Failed sign-ins allowed per address and email: 10 per 15 minutes unless a test says otherwise. */
  loginLimiter?: AttemptLimiter;
  /** Payments, shipping, mail: see integrations/select-integrations.ts. */
  integrations: Integrations;
  /** PUBLIC_URL: the shop's address in e-mailed links (password reset); else the request's origin. */
  publicUrl?: string;
};

const jsonBodyLimit = bodyLimit({
  maxSize: MAX_JSON_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, messages.bodyTooLarge);
  },
});

/** The whole server as one Hono app: main serves it, tests call `app.request()` on it. */
export function createApp(options: AppOptions) {
  const deps: AppDeps = {
    db: options.db,
    databaseKind: options.databaseKind,
    tokens: createTokenKeys(options.jwtSecret),
    loginLimiter: options.loginLimiter ?? createAttemptLimiter({ max: 10, windowMs: 15 * 60_000 }),
    integrations: options.integrations,
    publicUrl: options.publicUrl,
  };
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.notFound(handleNotFound);

  // Text responses (JSON, HTML, JS, CSS, SVG) over 1 KB are gzipped when the client accepts it.
  app.use('*', compress());
  // Multipart uploads (later issues) declare their own, larger limit on their route; a JSON
  // route refuses a multipart body without reading it (http/read-json.ts).
  app.use('/api/*', (c, next) =>
    /^multipart\//i.test(c.req.header('content-type') ?? '') ? next() : jsonBodyLimit(c, next),
  );

  app.route('/', healthRoutes(deps));
  app.route('/api/auth', authRoutes(deps));
  app.route('/api/auth', passwordResetRoutes(deps));
  app.route('/api/cart', cartRoutes(deps));
  app.route('/api/orders', returnsRoutes(deps, { uploadsDir: options.uploadsDir ?? null }));
  app.route('/api/orders', ordersRoutes(deps));
  app.route('/api/payment', paymentRoutes(deps));
  app.route('/api/user', profileRoutes(deps));
  app.route('/api/admin', adminAuthRoutes(deps));
  app.route('/api/admin', adminOrdersRoutes(deps));
  app.route('/api/admin', adminCustomersRoutes(deps));
  app.route('/api/admin', adminProductsRoutes(deps, { uploadsDir: options.uploadsDir ?? null }));
  app.route('/api/admin', adminDashboardRoutes(deps));
  app.route('/api/admin', adminReturnsRoutes(deps));
  app.route('/api/products/data', catalogueRoutes(deps));
  app.all('/api/*', handleNotFound);

  // The local sandboxes of Razorpay and Shiprocket, when their credentials are absent: outside
  // /api, so none of the shop's auth or body rules apply to these protocol peers.
  for (const sandbox of options.integrations.sandboxRoutes) app.route(sandbox.path, sandbox.app);

  app.route('/media', mediaRoutes({ uploadsDir: options.uploadsDir ?? null }));
  app.all('/media/*', handleNotFound);

  if (options.webRoot) app.route('/', webRoutes(options.webRoot));
  else app.route('/', webNotBuiltRoutes());
  return app;
}

export type App = ReturnType<typeof createApp>;
