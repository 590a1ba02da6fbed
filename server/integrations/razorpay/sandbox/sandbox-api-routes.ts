import { Hono } from 'hono';
import { readJsonObject } from '../../../lib/read-json-object';
import type { RazorpayOrder, RazorpayRefund } from '../payment-gateway';
import { newRazorpayId } from '../razorpay-ids';
import { basicAuthMatches } from './basic-auth';
import { razorpayError } from './sandbox-errors';
import { type RazorpaySandboxState, remember, unixSeconds } from './sandbox-state';
import { MIN_AMOUNT_PAISE, MIN_AMOUNT_PROBLEM, validateNotes, validateOrderBody } from './validate-order-body';

const NO_SUCH_ID = 'The id provided does not exist';

/**
 * The server-to-server half of the sandbox: Razorpay's `/v1` Orders, Payments and Refunds
 * endpoints with the same basic auth, request and response shapes, and error bodies.
 */
export function createSandboxApiRoutes(state: RazorpaySandboxState): Hono {
  const api = new Hono();

  api.use('*', async (c, next) => {
    if (!basicAuthMatches(c.req.header('authorization'), state.keyId, state.keySecret)) {
      return razorpayError(c, 401, 'Authentication failed');
    }
    await next();
  });

  api.post('/orders', async (c) => {
    const body = await readJsonObject(c);
    if (body === null) return razorpayError(c, 400, 'The request body must be a JSON object.');
    const checked = validateOrderBody(body);
    if ('problem' in checked) return razorpayError(c, 400, checked.problem.description, checked.problem.field);
    const { amount, currency, receipt, notes } = checked.value;
    const order: RazorpayOrder = {
      id: newRazorpayId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt,
      offer_id: null,
      status: 'created',
      attempts: 0,
      // Razorpay sends an empty list, not an empty object, when there are no notes.
      notes: Object.keys(notes).length > 0 ? notes : [],
      created_at: unixSeconds(state),
    };
    remember(state.orders, order.id, order);
    return c.json(order);
  });

  api.get('/orders/:id', (c) => {
    const order = state.orders.get(c.req.param('id'));
    return order ? c.json(order) : razorpayError(c, 400, NO_SUCH_ID);
  });

  api.get('/payments/:id', (c) => {
    const payment = state.payments.get(c.req.param('id'));
    return payment ? c.json(payment) : razorpayError(c, 400, NO_SUCH_ID);
  });

  api.post('/payments/:id/refund', async (c) => {
    const payment = state.payments.get(c.req.param('id'));
    if (!payment) return razorpayError(c, 400, NO_SUCH_ID);
    const body = (await readJsonObject(c)) ?? {};
    // Razorpay's idempotent refunds: the same key answers the first refund again.
    const idempotencyKey = c.req.header('x-refund-idempotency');
    const earlier = idempotencyKey ? state.refundsByIdempotencyKey.get(idempotencyKey) : undefined;
    if (earlier) {
      if (earlier.payment_id !== payment.id || (body.amount !== undefined && body.amount !== earlier.amount))
        return razorpayError(c, 400, 'Different request with the same idempotency key has already been processed.');
      return c.json(earlier);
    }
    if (!payment.captured) return razorpayError(c, 400, 'The payment has not been captured, so it cannot be refunded');
    const refundable = payment.amount - payment.amount_refunded;
    if (refundable <= 0) return razorpayError(c, 400, 'The payment has been fully refunded already');
    const amount = body.amount ?? refundable;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < MIN_AMOUNT_PAISE) {
      return razorpayError(c, 400, MIN_AMOUNT_PROBLEM, 'amount');
    }
    if (amount > refundable) {
      return razorpayError(c, 400, 'The refund amount provided is greater than amount captured', 'amount');
    }
    const checkedNotes = validateNotes(body.notes);
    if ('problem' in checkedNotes) {
      return razorpayError(c, 400, checkedNotes.problem.description, checkedNotes.problem.field);
    }
    const notes = checkedNotes.value;
    const refund: RazorpayRefund = {
      id: newRazorpayId('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: Object.keys(notes).length > 0 ? notes : [],
      receipt: typeof body.receipt === 'string' ? body.receipt : null,
      // The sandbox has no bank to wait for: a refund is processed at once.
      status: 'processed',
      speed_requested: body.speed === 'optimum' ? 'optimum' : 'normal',
      speed_processed: 'normal',
      created_at: unixSeconds(state),
    };
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded >= payment.amount ? 'full' : 'partial';
    if (payment.refund_status === 'full') payment.status = 'refunded';
    remember(state.refunds, refund.id, refund);
    if (idempotencyKey) remember(state.refundsByIdempotencyKey, idempotencyKey, refund);
    return c.json(refund);
  });

  return api;
}
