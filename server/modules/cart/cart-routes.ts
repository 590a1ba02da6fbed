import { Hono } from 'hono';
import { cartApi } from '../../../contract/api/cart';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { sendJsonText } from '../../http/envelope';
import { runIdempotentStatement } from '../../http/idempotency';
import { requireCustomerToken } from '../../http/require-auth';
import { readInput } from '../../http/route-input';
import { addToBag, readBag, removeFromBag, setBagQuantity } from './cart-service';

/**
 * The shopper's bag (spec 000 section 7), mounted at /api/cart. The three changes accept an
 * Idempotency-Key, so the PWA's outbox can replay them safely; each is one statement that
 * records its key with its answer (http/idempotency.ts, docs/decisions/196).
 */
export function cartRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  // Attached per route, so an unknown path here is a 404 whatever the session (http/require-auth.ts).
  // It checks the token; each route's statement checks the session is live and answers 401 if not.
  const customer = requireCustomerToken(deps);

  app.get('/get-cart', customer, async (c) => sendJsonText(c, await readBag(deps.db, c.get('claims')), 200));

  app.post('/add-to-cart/:productId', customer, async (c) => {
    const { quantity } = (await readInput(c, cartApi.addToCart)).body;
    const shopper = c.get('claims');
    const line = { ...shopper, productId: c.req.param('productId'), quantity };
    return runIdempotentStatement(c, deps.db, shopper.userId, { quantity }, (record) =>
      addToBag(deps.db, line, record),
    );
  });

  app.post('/remove/:productId', customer, async (c) => {
    const shopper = c.get('claims');
    const productId = c.req.param('productId');
    return runIdempotentStatement(c, deps.db, shopper.userId, {}, (record) =>
      removeFromBag(deps.db, shopper, productId, record),
    );
  });

  app.post('/quantity/:productId', customer, async (c) => {
    const { quantity } = (await readInput(c, cartApi.quantity)).body;
    const shopper = c.get('claims');
    const line = { ...shopper, productId: c.req.param('productId'), quantity };
    return runIdempotentStatement(c, deps.db, shopper.userId, { quantity }, (record) =>
      setBagQuantity(deps.db, line, record),
    );
  });

  return app;
}
