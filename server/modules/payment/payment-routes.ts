import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { paymentApi } from '../../../contract/api/payment';
import { checkoutMessages, type PaymentOrderResponse } from '../../../contract/checkout';
import { messages } from '../../../contract/messages';
import type { Order } from '../../../contract/order';
import { lifecycleMessages } from '../../../contract/order-lifecycle/messages';
import { cartItems } from '../../db/schema/cart';
import { orders } from '../../db/schema/orders';
import { ApiError } from '../../http/api-error';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { ok, sendJson } from '../../http/envelope';
import { idempotentOutcome, type Outcome, REPLAYED_HEADER } from '../../http/idempotency';
import { requireCustomer } from '../../http/require-auth';
import { readInput } from '../../http/route-input';
import { loadOrder } from '../orders/order-json';
import { placeOrder } from '../orders/place-order';
import { releasePendingOrder } from '../orders/release-pending-order';
import { lockOrderByRazorpayId, markPaid } from './mark-paid';
import { paymentWebhookRoute } from './payment-webhook';

/** Online payment through Razorpay or its sandbox (spec 000 sections 4 and 7), at /api/payment. */
export function paymentRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const { payments } = deps.integrations;
  // The provider calls this one, with a signature instead of a session.
  app.route('/webhook', paymentWebhookRoute(deps));
  // Attached per route, so an unknown path here is a 404 whatever the session (http/require-auth.ts).
  const customer = requireCustomer(deps);

  /**
   * The gateway's order for a shop order placed by payment/create, asked for once per order
   * and after the order's transaction has committed: no bag or stock row stays locked while the
   * gateway answers. A retry whose first attempt placed the order but lost the gateway's answer
   * asks again; two at once both ask, and the first to record its id wins (the other gateway
   * order is never paid). A gateway refusal releases the order's stock.
   */
  async function gatewayOrderFor(shopOrderId: string): Promise<Outcome<PaymentOrderResponse>> {
    const read = async () =>
      (
        await deps.db
          .select({ status: orders.status, totalPaise: orders.totalPaise, razorpayOrderId: orders.razorpayOrderId })
          .from(orders)
          .where(eq(orders.id, shopOrderId))
      )[0];
    let row = await read();
    const answer = (razorpayOrderId: string, amount: number): Outcome<PaymentOrderResponse> => ({
      status: 201,
      body: {
        success: true,
        data: {
          orderId: razorpayOrderId,
          amount,
          currency: 'INR',
          key: payments.publicKey,
          shopOrderId,
          checkoutScriptUrl: payments.checkoutScriptUrl,
        },
      },
    });
    if (row?.razorpayOrderId && row.status !== 'Canceled') return answer(row.razorpayOrderId, row.totalPaise);
    if (row?.status !== 'Awaiting Payment')
      return { status: 409, body: { success: false, message: checkoutMessages.paymentAttemptClosed } };
    let razorpayOrderId: string;
    try {
      razorpayOrderId = (await payments.createOrder({ amountPaise: row.totalPaise, receipt: shopOrderId })).id;
    } catch (error) {
      console.warn(
        `payment/create: the gateway refused order ${shopOrderId}:`,
        error instanceof Error ? error.message : error,
      );
      await deps.db.transaction((tx) => releasePendingOrder(tx, eq(orders.id, shopOrderId), 'payment_not_started'));
      return { status: 502, body: { success: false, message: checkoutMessages.paymentInitiationFailed } };
    }
    await deps.db
      .update(orders)
      .set({ razorpayOrderId, updatedAt: new Date() })
      .where(and(eq(orders.id, shopOrderId), isNull(orders.razorpayOrderId)));
    row = await read();
    return row?.razorpayOrderId
      ? answer(row.razorpayOrderId, row.totalPaise)
      : { status: 409, body: { success: false, message: checkoutMessages.paymentAttemptClosed } };
  }

  // Keyed like create-cod (docs/decisions/194): the order is placed under the key, so a retry
  // with the same Idempotency-Key finds the order already placed (never a second one, never an
  // empty bag) and answers with its gateway order.
  app.post('/create', customer, async (c) => {
    const input = (await readInput(c, paymentApi.create)).body;
    const user = c.get('auth').user;
    const { outcome, replayed } = await idempotentOutcome(
      c,
      deps.db,
      user.id,
      input,
      async (tx): Promise<Outcome<{ shopOrderId: string }>> => {
        // The bag lock first: two creates at once queue here, so the second releases the first's hold.
        await tx.select({ id: cartItems.productId }).from(cartItems).where(eq(cartItems.userId, user.id)).for('update');
        // One pending online order per shopper: a new attempt releases the previous one's stock.
        await releasePendingOrder(tx, eq(orders.userId, user.id), 'payment_abandoned');
        const { id } = (await placeOrder(tx, user, input, 'Online', deps.now())).row;
        return { status: 201, body: { success: true, data: { shopOrderId: id } } };
      },
      { replayFirst: true },
    );
    if (replayed) c.header(REPLAYED_HEADER, 'true');
    if (!outcome.body.success || !outcome.body.data) return sendJson(c, outcome.body, outcome.status);
    const payment = await gatewayOrderFor(outcome.body.data.shopOrderId);
    return sendJson(c, payment.body, payment.status);
  });

  app.post('/verify', customer, async (c) => {
    const input = (await readInput(c, paymentApi.verify)).body;
    const user = c.get('auth').user;
    // The signature binds the payment to the Razorpay order; the lookup binds that order to
    // this shopper. Both must hold, or nothing changes.
    if (!payments.verifyPaymentSignature(input)) throw ApiError.badRequest(checkoutMessages.verificationFailed);
    const outcome = await deps.db.transaction(async (tx) => {
      const row = await lockOrderByRazorpayId(tx, input.orderId);
      if (!row || row.userId !== user.id) return { result: 'not-payable' as const, row };
      return { result: await markPaid(tx, row, input.paymentId, new Date()), row };
    });
    if (outcome.result === 'not-payable' || !outcome.row)
      throw ApiError.badRequest(checkoutMessages.verificationFailed);
    // A repeated verify (the first answer was lost) answers the same: the order is paid.
    const order = (await loadOrder(deps.db, eq(orders.id, outcome.row.id))) as Order;
    return ok(c, { order }, 200, 'Payment verified');
  });

  app.post('/cancel', customer, async (c) => {
    const { orderId, reason, detail } = (await readInput(c, paymentApi.cancel)).body;
    const user = c.get('auth').user;
    const where = and(eq(orders.razorpayOrderId, orderId), eq(orders.userId, user.id)) as SQL;
    const released = await deps.db.transaction((tx) => releasePendingOrder(tx, where, reason, detail));
    const order = await loadOrder(deps.db, where);
    if (!order) throw ApiError.notFound(messages.orderNotFound);
    if (!released && order.status !== 'Canceled') throw ApiError.conflict(lifecycleMessages.paymentNotCancellable);
    return ok<Order>(c, order, 200, released ? checkoutMessages.paymentCancelled : checkoutMessages.paymentFailed);
  });

  return app;
}
