import { Hono } from 'hono';
import { stockAdjustmentSchema, stockMessages } from '../../../contract/stock';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { readJson } from '../../http/read-json';
import { requireAdmin } from '../../http/require-auth';
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
    const input = await readJson(c, stockAdjustmentSchema);
    const user = c.get('auth').user;
    const productId = c.req.param('id');
    await adjustStock(deps.db, productId, input, { id: user.id, name: user.email });
    return ok(c, await readProductStock(deps.db, productId), 201, stockMessages.adjusted);
  });

  return app;
}
