import { Hono } from 'hono';
import { quantitySchema } from '../../../contract/cart';
import type { CartResponse } from '../../../contract/order';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { runIdempotent } from '../../http/idempotency';
import { readJson } from '../../http/read-json';
import { requireCustomer } from '../../http/require-auth';
import { addToCart, setCartQuantity } from './cart-service';
import { readCart, removeFromCart } from './read-cart';

/**
 * The shopper's bag (spec 000 section 7), mounted at /api/cart. The three changes accept an
 * Idempotency-Key, so the PWA's outbox can replay them safely (http/idempotency.ts).
 */
export function cartRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  // Attached per route, so an unknown path here is a 404 whatever the session (http/require-auth.ts).
  const customer = requireCustomer(deps);

  app.get('/get-cart', customer, async (c) => ok<CartResponse>(c, await readCart(deps.db, c.get('auth').user.id)));

  app.post('/add-to-cart/:productId', customer, async (c) => {
    const { quantity } = await readJson(c, quantitySchema);
    const userId = c.get('auth').user.id;
    const productId = c.req.param('productId');
    return runIdempotent(c, deps.db, userId, { quantity }, async (tx) => ({
      status: 201,
      body: { success: true, data: await addToCart(tx, userId, productId, quantity) },
    }));
  });

  app.post('/remove/:productId', customer, async (c) => {
    const userId = c.get('auth').user.id;
    const productId = c.req.param('productId');
    return runIdempotent(c, deps.db, userId, {}, async (tx) => ({
      status: 200,
      body: { success: true, data: await removeFromCart(tx, userId, productId) },
    }));
  });

  app.post('/quantity/:productId', customer, async (c) => {
    const { quantity } = await readJson(c, quantitySchema);
    const userId = c.get('auth').user.id;
    const productId = c.req.param('productId');
    return runIdempotent(c, deps.db, userId, { quantity }, async (tx) => ({
      status: 200,
      body: { success: true, data: await setCartQuantity(tx, userId, productId, quantity) },
    }));
  });

  return app;
}
