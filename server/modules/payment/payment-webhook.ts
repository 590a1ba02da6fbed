import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { paymentEvents } from '../../db/schema/payments';
import { ApiError } from '../../http/api-error';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { lockOrderByRazorpayId, markPaid } from './mark-paid';

type WebhookBody = {
  id?: string;
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string | null } };
    order?: { entity?: { id?: string } };
  };
};

/**
 * POST /api/payment/webhook: Razorpay tells us a payment captured, even when the shopper
 * closed the page before verify. The raw body's HMAC is checked before anything is parsed.
 * Each event id is recorded in payment_events in the same transaction as its effect, so a
 * redelivered event is applied once.
 */
export function paymentWebhookRoute(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.post('/', async (c) => {
    const raw = await c.req.text();
    if (!deps.integrations.payments.verifyWebhookSignature(raw, c.req.header('x-razorpay-signature')))
      throw ApiError.badRequest('Invalid webhook signature');
    let body: WebhookBody;
    try {
      body = JSON.parse(raw) as WebhookBody;
    } catch {
      throw ApiError.badRequest('Invalid webhook body');
    }
    const eventType = String(body.event ?? 'unknown');
    const eventId =
      c.req.header('x-razorpay-event-id') ?? body.id ?? `sha256:${createHash('sha256').update(raw).digest('hex')}`;
    const payment = body.payload?.payment?.entity;
    const razorpayOrderId = payment?.order_id ?? body.payload?.order?.entity?.id;
    const capture = eventType === 'payment.captured' || eventType === 'order.paid';

    const outcome = await deps.db.transaction(async (tx) => {
      const fresh = await tx
        .insert(paymentEvents)
        .values({ id: eventId, eventType, payload: body })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (fresh.length === 0) return { duplicate: true as const };
      if (!capture || !razorpayOrderId || !payment?.id) return { duplicate: false as const };
      const row = await lockOrderByRazorpayId(tx, razorpayOrderId);
      if (!row) return { duplicate: false as const };
      // markPaid queues the confirmation with the change, so a redelivered event mails nobody.
      return { duplicate: false as const, row, result: await markPaid(tx, row, payment.id, new Date()) };
    });
    return ok(c, { received: true, duplicate: outcome.duplicate });
  });
  return app;
}
