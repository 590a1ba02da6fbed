import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { placeOrderSchema } from '../../../contract/checkout';
import type { Order } from '../../../contract/order';
import { orders } from '../../db/schema';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { readJson } from '../../http/read-json';
import { requireCustomer } from '../../http/require-auth';
import { invoiceRoutes } from '../invoices/invoice-routes';
import { releaseAbandonedPayments } from '../payment/release-payments';
import { loadOrder } from './order-json';
import { sendOrderConfirmation, sendOrderStatusMail } from './order-mail';
import { cancelShopperOrder, listShopperOrders, shopperOrder } from './orders-service';
import { placeOrder } from './place-order';

/** The shopper's orders (spec 000 section 7), mounted at /api/orders. */
export function ordersRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  // Owner or admin; it checks its own sessions, so it sits before the customer-only routes.
  app.route('/invoice', invoiceRoutes(deps));
  app.use('*', requireCustomer(deps));

  app.post('/create-cod', async (c) => {
    const input = await readJson(c, placeOrderSchema);
    const user = c.get('auth').user;
    // Holds of abandoned online payments go back on the shelf before this checkout counts stock.
    await releaseAbandonedPayments(deps.db, new Date());
    const placed = await deps.db.transaction((tx) => placeOrder(tx, user, input, 'COD'));
    const order = (await loadOrder(deps.db, eq(orders.id, placed.row.id))) as Order;
    await sendOrderConfirmation(deps.integrations, order, { email: user.email, name: placed.row.customerName });
    return ok(c, { order }, 201, 'Order placed successfully');
  });

  app.post('/get-orders', async (c) => {
    await releaseAbandonedPayments(deps.db, new Date());
    return ok<Order[]>(c, await listShopperOrders(deps.db, c.get('auth').user.id));
  });

  app.post('/get-order/:id', async (c) =>
    ok<Order>(c, await shopperOrder(deps.db, c.get('auth').user.id, c.req.param('id'))),
  );

  app.post('/cancel/:orderId', async (c) => {
    const user = c.get('auth').user;
    const order = await cancelShopperOrder(deps.db, user.id, c.req.param('orderId'));
    await sendOrderStatusMail(deps.integrations, order, { email: user.email, name: user.firstName });
    return ok<Order>(c, order, 200, 'Order cancelled');
  });

  return app;
}
