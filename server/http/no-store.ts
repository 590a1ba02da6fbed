import type { MiddlewareHandler } from 'hono';

/**
 * Every /api answer is `Cache-Control: no-store` unless its route chose a policy: profiles,
 * bags, orders, payments, returns, tokens and every admin answer are never kept by a browser, a
 * proxy or the service worker. The public catalogue opts in to caching (catalogue-routes.ts),
 * so a new route is private until someone decides otherwise (docs/decisions/152).
 */
export const noStoreByDefault: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
};
