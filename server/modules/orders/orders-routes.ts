import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { placeOrderSchema } from '../../../contract/checkout';
import type { Order } from '../../../contract/order';
import { orders } from '../../db/schema/orders';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { readJson } from '../../http/read-json';
import { requireCustomer } from '../../http/require-auth';
import { loadOrder } from './order-json';
import { queueOrderConfirmation } from './order-mail';
import { cancelShopperOrder, listShopperOrders, shopperOrder } from './orders-service';
import { placeOrder } from './place-order';
import { releasePendingOrder } from './release-pending-order';

/** The shopper's orders (spec 000 section 7), mounted at /api/orders. */
export function ordersRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  // Attached per route, so an unknown path here is a 404 whatever the session (http/require-auth.ts).
  const customer = requireCustomer(deps);

  app.post('/create-cod', customer, async (c) => {
    const input = await readJson(c, placeOrderSchema);
    const user = c.get('auth').user;
    const placed = await deps.db.transaction(async (tx) => {
      // This shopper's own unpaid online attempt gives its stock back first: a shopper who
      // closed the payment window and chooses cash on delivery is never refused their own units.
      await releasePendingOrder(tx, eq(orders.userId, user.id), 'payment_dismissed');
      const result = await placeOrder(tx, user, input, 'COD');
      await queueOrderConfirmation(tx, result.row);
      return result;
    });
    const order = (await loadOrder(deps.db, eq(orders.id, placed.row.id))) as Order;
    return ok(c, { order }, 201, 'Order placed successfully');
  });

  app.post('/get-orders', customer, async (c) =>
    ok<Order[]>(c, await listShopperOrders(deps.db, c.get('auth').user.id)),
  );

  app.post('/get-order/:id', customer, async (c) =>
    ok<Order>(c, await shopperOrder(deps.db, c.get('auth').user.id, c.req.param('id'))),
  );

  app.post('/cancel/:orderId', customer, async (c) => {
    const order = await cancelShopperOrder(deps, c.get('auth').user, c.req.param('orderId'));
    return ok<Order>(c, order, 200, 'Order cancelled');
  });

  return app;
}
