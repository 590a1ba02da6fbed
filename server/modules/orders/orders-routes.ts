import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { ordersApi } from '../../../contract/api/orders';
import type { Order } from '../../../contract/order';
import { orders } from '../../db/schema/orders';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { runIdempotent } from '../../http/idempotency';
import { requireCustomer } from '../../http/require-auth';
import { readInput } from '../../http/route-input';
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

  // A retry with the same Idempotency-Key (the first answer was lost or slow) answers with the
  // order already made, never a second order nor "bag is empty" (docs/decisions/194).
  app.post('/create-cod', customer, async (c) => {
    const input = (await readInput(c, ordersApi.createCod)).body;
    const user = c.get('auth').user;
    return runIdempotent(
      c,
      deps.db,
      user.id,
      input,
      async (tx) => {
        // This shopper's own unpaid online attempt gives its stock back first: a shopper who
        // closed the payment window and chooses cash on delivery is never refused their own units.
        await releasePendingOrder(tx, eq(orders.userId, user.id), 'payment_dismissed');
        const placed = await placeOrder(tx, user, input, 'COD', deps.now());
        await queueOrderConfirmation(tx, placed.row);
        const order = (await loadOrder(tx, eq(orders.id, placed.row.id))) as Order;
        return { status: 201, body: { success: true, data: { order }, message: 'Order placed successfully' } };
      },
      { replayFirst: true },
    );
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
