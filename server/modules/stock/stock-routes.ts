import { Hono } from 'hono';
import { adminProductsApi } from '../../../contract/api/admin-products';
import { stockMessages } from '../../../contract/stock';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { requireAdmin } from '../../http/require-auth';
import { readInput } from '../../http/route-input';
import { adjustStock } from './adjust-stock';
import { readProductStock } from './read-product-stock';

/**
 * A product's stock and its ledger for the back office (docs/decisions/183), mounted at
 * /api/admin. Stock changes by adjustment only: edit-product refuses `inventory`.
 */
export function stockRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const admin = requireAdmin(deps);

  app.get('/products/:id/stock', admin, async (c) => ok(c, await readProductStock(deps.db, c.req.param('id'))));

  app.post('/products/:id/stock-adjustments', admin, async (c) => {
    const input = (await readInput(c, adminProductsApi.adjustStock)).body;
    const user = c.get('auth').user;
    const productId = c.req.param('id');
    await adjustStock(deps.db, productId, input, { id: user.id, name: user.email });
    return ok(c, await readProductStock(deps.db, productId), 201, stockMessages.adjusted);
  });

  return app;
}
