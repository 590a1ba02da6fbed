import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { messages } from '../contract/messages';
import type { DatabaseKind, Db } from './db/client';
import { ApiError } from './http/api-error';
import type { AppDeps, AppEnv } from './http/app-env';
import { bodyFraming } from './http/body-framing';
import { checkAnswers } from './http/check-answers';
import { handleError, handleNotFound } from './http/error-handler';
import { noStoreByDefault } from './http/no-store';
import { requireJsonBody } from './http/require-json-body';
import { isHttpsUrl, securityHeaders } from './http/security-headers';
import type { Integrations } from './integrations/select-integrations';
import { type AttemptLimits, createAttemptLimiter, LOGIN_LIMITS } from './lib/attempt-limiter';
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
import { favouritesRoutes } from './modules/favourites/favourites-routes';
import { healthRoutes } from './modules/health/health-routes';
import { invoiceRoutes } from './modules/invoices/invoice-routes';
import { createDiskMediaStore } from './modules/media/disk-media-store';
import { mediaRoutes } from './modules/media/media-routes';
import type { MediaStore } from './modules/media/media-store';
import { offersRoutes } from './modules/offers/offers-routes';
import { openApiRoutes } from './modules/openapi/openapi-routes';
import { ordersRoutes } from './modules/orders/orders-routes';
import { passwordResetRoutes } from './modules/password-reset/password-reset-routes';
import { paymentRoutes } from './modules/payment/payment-routes';
import { profileRoutes } from './modules/profile/profile-routes';
import { pushRoutes } from './modules/push/push-routes';
import { returnsRoutes } from './modules/returns/returns-routes';
import { shopInfoRoutes } from './modules/shop-info/shop-info-routes';
import { stockRoutes } from './modules/stock/stock-routes';
import { webNotBuiltRoutes, webRoutes } from './modules/web/web-routes';

export const MAX_JSON_BODY_BYTES = 1024 * 1024;

export type AppOptions = {
  db: Db;
  databaseKind: DatabaseKind;
  jwtSecret: string;
  /** dist/ of the built PWA; null serves the API only (tests, or a failed build). */
  webRoot?: string | null;
  /** Where uploaded pictures are kept (server/modules/media/media-store.ts); main chooses it. */
  mediaStore?: MediaStore | null;
  /** Tests' shorthand for a media store of files in this folder (DATA_DIR/uploads in main). */
  uploadsDir?: string | null;
  /** Failed sign-ins allowed per address and email: 10 per 15 minutes unless a test says otherwise. */
  loginLimits?: AttemptLimits;
  /** Payments, shipping, mail: see integrations/select-integrations.ts. */
  integrations: Integrations;
  /** PUBLIC_URL: the shop's address in e-mailed links (password reset); else the request's origin. */
  publicUrl?: string;
  /** Check every answer against its declared schema (http/check-answers.ts): outside production. */
  checkAnswers?: boolean;
  /**
   * The shop's clock for what follows the calendar (an offer's validity window, an order's date):
   * the system's unless a test sets a day. Tests set it instead of faking the process's Date,
   * which PGlite's PostgreSQL also reads for its own timers (docs/decisions/355).
   */
  now?: () => Date;
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
    loginLimiter: createAttemptLimiter(options.db, options.loginLimits ?? LOGIN_LIMITS),
    integrations: options.integrations,
    publicUrl: options.publicUrl,
    now: options.now ?? (() => new Date()),
  };
  const media = options.mediaStore ?? (options.uploadsDir ? createDiskMediaStore(options.uploadsDir) : null);
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.notFound(handleNotFound);

  const https = isHttpsUrl(options.publicUrl);
  // nosniff, no framing, Referrer-Policy, HSTS on https... on every answer; the web app's files
  // carry the shell's CSP instead of the API's (docs/decisions/151).
  app.use('*', securityHeaders({ https }));
  // Text responses (JSON, HTML, JS, CSS, SVG) over 1 KB are gzipped when the client accepts it.
  app.use('*', compress());
  // Private unless a route says otherwise: only the public catalogue opts in to caching.
  app.use('/api/*', noStoreByDefault);
  // Multipart uploads (the return photo, product images) declare their own, larger limit on
  // their route; a JSON route refuses a multipart body without reading it (http/read-json.ts).
  // A body whose Content-Length is given is judged by it without being touched: Hono's bodyLimit
  // first asks for the body's stream, which makes @hono/node-server build a whole WHATWG Request
  // (and an AbortController) for every request, GETs too, and read JSON bodies the slow way
  // (decision 265). Only a body without a length (chunked) is counted as it is read. Over
  // HTTP/1.1 a request with neither a length nor chunks has no body at all (RFC 9112, 6.3): the
  // bag's remove, a third of the bag's requests, built a Request for nothing (decision 266).
  app.use('/api/*', (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (/^multipart\//i.test(c.req.header('content-type') ?? '')) return next();
    const framing = bodyFraming(c);
    if (framing.kind === 'length' && framing.length > MAX_JSON_BODY_BYTES)
      throw new ApiError(413, messages.bodyTooLarge);
    if (framing.kind !== 'unknown') return next();
    return jsonBodyLimit(c, next);
  });
  // A body is JSON (or multipart, for uploads), else 415 (docs/decisions/152).
  app.use('/api/*', requireJsonBody);
  if (options.checkAnswers) app.use('/api/*', checkAnswers());

  // Each module's routes under its prefix, mounted in this order: returns and the invoice (owner
  // or admin: it checks its own sessions) come before the customer-only order routes.
  const modules: [prefix: string, routes: Hono<AppEnv>][] = [
    ['/', healthRoutes(deps)],
    ['/api/auth', authRoutes(deps)],
    ['/api/auth', passwordResetRoutes(deps)],
    ['/api/cart', cartRoutes(deps)],
    ['/api/orders', returnsRoutes(deps, { media })],
    ['/api/orders/invoice', invoiceRoutes(deps)],
    ['/api/orders', ordersRoutes(deps)],
    ['/api/payment', paymentRoutes(deps)],
    ['/api/offers', offersRoutes(deps)],
    ['/api/user', profileRoutes(deps)],
    ['/api/user', favouritesRoutes(deps)],
    ['/api/admin', adminAuthRoutes(deps)],
    ['/api/admin', adminOrdersRoutes(deps)],
    ['/api/admin', adminCustomersRoutes(deps)],
    ['/api/admin', adminProductsRoutes(deps, { media })],
    ['/api/admin', adminDashboardRoutes(deps)],
    ['/api/admin', adminReturnsRoutes(deps)],
    ['/api/admin', stockRoutes(deps)],
    ['/api/products/data', catalogueRoutes(deps)],
    ['/api/shop', shopInfoRoutes(deps)],
    ['/api/push', pushRoutes(deps)],
    ['/api', openApiRoutes()],
  ];
  for (const [prefix, routes] of modules) app.route(prefix, routes);
  app.all('/api/*', handleNotFound);

  // The local sandboxes of Razorpay and Shiprocket, when their credentials are absent: outside
  // /api, so none of the shop's auth or body rules apply to these protocol peers.
  for (const sandbox of options.integrations.sandboxRoutes) app.route(sandbox.path, sandbox.app);
  // With real keys there is no sandbox: its paths are a 404, never the shell.
  app.all('/sandbox/*', handleNotFound);

  app.route('/media', mediaRoutes({ media }));
  app.all('/media/*', handleNotFound);

  const shellPolicy = { https, razorpayCheckout: options.integrations.payments.mode === 'razorpay' };
  if (options.webRoot) {
    app.route('/', webRoutes(options.webRoot, shellPolicy, { db: options.db, publicUrl: options.publicUrl }));
  } else app.route('/', webNotBuiltRoutes());
  return app;
}

export type App = ReturnType<typeof createApp>;
