import { Hono } from 'hono';
import { addTrackingSchema, adminOrderListQuerySchema, editStatusSchema } from '../../../contract/admin-orders';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { readJson, validate } from '../../http/read-json';
import { requireAdmin } from '../../http/require-auth';
import { addTracking } from './add-tracking';
import { changeStatus, getOrder } from './change-status';
import { listOrders } from './list-orders';
import { packingRoutes } from './packing-routes';
import { createShiprocketOrder, listCouriersFor, shiprocketInvoice, trackAwb } from './shipping-actions';

/**
 * The admin's orders (spec 001 section 7) and the packing desk (our addition), mounted at
 * /api/admin. requireAdmin is attached to each route, not with use('*'): this app shares the
 * /api/admin prefix with the login route, which a wildcard middleware would also cover.
 */
export function adminOrdersRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const admin = requireAdmin(deps);

  app.get('/get-orders', admin, async (c) =>
    ok(c, await listOrders(deps.db, validate(adminOrderListQuerySchema, c.req.query()))),
  );
  app.get('/get-order/:id', admin, async (c) => ok(c, await getOrder(deps.db, c.req.param('id'))));

  app.post('/edit-status/:id', admin, async (c) => {
    const { newStatus, notifyCustomer, refund } = await readJson(c, editStatusSchema);
    const by = c.get('auth').user;
    return ok(
      c,
      await changeStatus(deps, c.req.param('id'), { status: newStatus, by, notify: notifyCustomer, refund }),
    );
  });

  app.post('/add-tracking/:id', admin, async (c) => {
    const { tracking } = await readJson(c, addTrackingSchema);
    return ok(c, await addTracking(deps.db, c.req.param('id'), tracking, c.get('auth').user));
  });

  app.post('/orders/:id/shiprocket', admin, async (c) =>
    ok(c, await createShiprocketOrder(deps, c.req.param('id'), c.get('auth').user)),
  );
  app.get('/orders/:id/couriers', admin, async (c) => ok(c, await listCouriersFor(deps, c.req.param('id'))));
  app.post('/orders/:id/invoice', admin, async (c) => ok(c, await shiprocketInvoice(deps, c.req.param('id'))));
  app.get('/tracking/:trackingId', admin, async (c) => ok(c, await trackAwb(deps, c.req.param('trackingId'))));

  app.route('/packing', packingRoutes(deps));

  return app;
}
