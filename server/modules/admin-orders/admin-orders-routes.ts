import { Hono } from 'hono';
import { adminOrdersApi } from '../../../contract/api/admin-orders';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { requireAdmin } from '../../http/require-auth';
import { readInput } from '../../http/route-input';
import { addTracking } from './add-tracking';
import { bookShipment } from './book-shipment';
import { cancelOrderShipment } from './cancel-shipment';
import { changeStatus, getOrder } from './change-status';
import { listOrders } from './list-orders';
import { packingRoutes } from './packing-routes';
import { confirmCodRemittance } from './record-remittance';
import { recordReturnToOrigin, requestReturnToOrigin } from './return-to-origin';
import { linkForBrowser } from './sandbox-links';
import { shipmentLabel } from './shipment-label';
import { listCouriersFor, shiprocketInvoice, trackAwb } from './shipping-actions';

/**
 * The admin's orders (spec 001 section 7) and the packing desk (our addition), mounted at
 * /api/admin. requireAdmin is attached to each route, not with use('*'): this app shares the
 * /api/admin prefix with the login route, which a wildcard middleware would also cover.
 */
export function adminOrdersRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const admin = requireAdmin(deps);

  app.get('/get-orders', admin, async (c) =>
    ok(c, await listOrders(deps.db, (await readInput(c, adminOrdersApi.getOrders)).query)),
  );
  app.get('/get-order/:id', admin, async (c) => ok(c, await getOrder(deps.db, c.req.param('id'))));

  app.post('/edit-status/:id', admin, async (c) => {
    const { newStatus, notifyCustomer, refund } = (await readInput(c, adminOrdersApi.editStatus)).body;
    const by = c.get('auth').user;
    return ok(
      c,
      await changeStatus(deps, c.req.param('id'), { status: newStatus, by, notify: notifyCustomer, refund }),
    );
  });

  app.post('/add-tracking/:id', admin, async (c) => {
    const input = (await readInput(c, adminOrdersApi.addTracking)).body;
    return ok(c, await addTracking(deps.db, c.req.param('id'), input, c.get('auth').user));
  });

  // The shipment (docs/decisions/190): booked with a courier, cancelled before collection, its
  // label, its return to origin and how that ends; and the courier's COD remittance (191).
  app.post('/orders/:id/shiprocket', admin, async (c) => {
    const input = (await readInput(c, adminOrdersApi.bookShipment)).body;
    return ok(c, await bookShipment(deps, c.req.param('id'), input, c.get('auth').user));
  });
  app.post('/orders/:id/shipment/cancel', admin, async (c) =>
    ok(c, await cancelOrderShipment(deps, c.req.param('id'), c.get('auth').user)),
  );
  app.post('/orders/:id/label', admin, async (c) => {
    const { label_url } = await shipmentLabel(deps, c.req.param('id'));
    return ok(c, { label_url: linkForBrowser(c, label_url, deps.publicUrl) });
  });
  app.post('/orders/:id/return-to-origin', admin, async (c) =>
    ok(c, await requestReturnToOrigin(deps, c.req.param('id'), c.get('auth').user)),
  );
  app.post('/orders/:id/return-to-origin/received', admin, async (c) =>
    ok(
      c,
      await recordReturnToOrigin(
        deps,
        c.req.param('id'),
        { outcome: 'returned', note: 'parcel back at the workshop' },
        c.get('auth').user,
      ),
    ),
  );
  app.post('/orders/:id/return-to-origin/lost', admin, async (c) => {
    const { note } = (await readInput(c, adminOrdersApi.returnToOriginLost)).body;
    const end = { outcome: 'lost' as const, note: `lost by the courier: ${note}` };
    return ok(c, await recordReturnToOrigin(deps, c.req.param('id'), end, c.get('auth').user));
  });
  app.post('/orders/:id/cod-remittance', admin, async (c) => {
    const { reference } = (await readInput(c, adminOrdersApi.codRemittance)).body;
    return ok(c, await confirmCodRemittance(deps.db, c.req.param('id'), reference, c.get('auth').user));
  });
  app.get('/orders/:id/couriers', admin, async (c) => ok(c, await listCouriersFor(deps, c.req.param('id'))));
  app.post('/orders/:id/invoice', admin, async (c) => {
    const { invoice_url } = await shiprocketInvoice(deps, c.req.param('id'));
    return ok(c, { invoice_url: linkForBrowser(c, invoice_url, deps.publicUrl) });
  });
  app.get('/tracking/:trackingId', admin, async (c) => ok(c, await trackAwb(deps, c.req.param('trackingId'))));

  app.route('/packing', packingRoutes(deps));

  return app;
}
