import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { razorpaySandboxForTest } from '../../../testing/razorpay-sandbox';
import { createInProcessFetch } from '../../in-process-fetch';
import { RazorpayGateway } from '../razorpay-gateway';
import { settleWebhooks } from './sandbox-state';

type Received = { raw: string; signature: string | undefined; event: string | undefined };

/** A stand-in for the shop's webhook route: keeps the raw body and the signature header. */
function webhookReceiver() {
  const received: Received[] = [];
  const app = new Hono().post('/api/payment/webhook', async (c) => {
    received.push({
      raw: await c.req.text(),
      signature: c.req.header('x-razorpay-signature'),
      event: c.req.header('x-razorpay-event-id'),
    });
    return c.json({ success: true });
  });
  return { received, target: { url: 'http://127.0.0.1:9/api/payment/webhook', fetch: createInProcessFetch(app) } };
}

describe('Razorpay sandbox pay flow', () => {
  it('pays an order and returns a signature the gateway accepts', async () => {
    const { gateway, press } = razorpaySandboxForTest();
    const order = await gateway.createOrder({ amountPaise: 69_900, receipt: 'ord-1' });
    const { status, body } = await press('pay', order.id);
    expect(status).toBe(200);
    expect(body).toEqual({
      razorpay_payment_id: expect.stringMatching(/^pay_[0-9A-Za-z]{14}$/),
      razorpay_order_id: order.id,
      razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const input = {
      orderId: body.razorpay_order_id,
      paymentId: body.razorpay_payment_id,
      signature: body.razorpay_signature,
    };
    expect(gateway.verifyPaymentSignature(input)).toBe(true);

    expect(await gateway.fetchOrder(order.id)).toMatchObject({
      status: 'paid',
      attempts: 1,
      amount_paid: 69_900,
      amount_due: 0,
    });
    expect(await gateway.fetchPayment(String(body.razorpay_payment_id))).toMatchObject({
      status: 'captured',
      captured: true,
      amount: 69_900,
      order_id: order.id,
    });
  });

  it('rejects forged signatures and signatures for another order or payment', async () => {
    const { gateway, press } = razorpaySandboxForTest();
    const first = await gateway.createOrder({ amountPaise: 10_000, receipt: 'a' });
    const second = await gateway.createOrder({ amountPaise: 10_000, receipt: 'b' });
    const paidFirst = (await press('pay', first.id)).body;
    const paidSecond = (await press('pay', second.id)).body;

    const forged = randomBytes(32).toString('hex');
    expect(
      gateway.verifyPaymentSignature({
        orderId: first.id,
        paymentId: paidFirst.razorpay_payment_id,
        signature: forged,
      }),
    ).toBe(false);
    // The first payment's signature presented for the second order.
    expect(
      gateway.verifyPaymentSignature({
        orderId: second.id,
        paymentId: paidFirst.razorpay_payment_id,
        signature: paidFirst.razorpay_signature,
      }),
    ).toBe(false);
    // The right order with another payment's id.
    expect(
      gateway.verifyPaymentSignature({
        orderId: first.id,
        paymentId: paidSecond.razorpay_payment_id,
        signature: paidFirst.razorpay_signature,
      }),
    ).toBe(false);
  });

  it('rejects a signature made with another key secret', async () => {
    const { gateway } = razorpaySandboxForTest({ seed: 'one' });
    const other = razorpaySandboxForTest({ seed: 'two' });
    const order = await other.gateway.createOrder({ amountPaise: 10_000, receipt: 'x' });
    const body = (await other.press('pay', order.id)).body;
    const input = { orderId: order.id, paymentId: body.razorpay_payment_id, signature: body.razorpay_signature };
    expect(other.gateway.verifyPaymentSignature(input)).toBe(true);
    expect(gateway.verifyPaymentSignature(input)).toBe(false);
  });

  it('answers malformed input with false, never an exception', async () => {
    const { gateway, press } = razorpaySandboxForTest();
    const order = await gateway.createOrder({ amountPaise: 10_000, receipt: 'm' });
    const body = (await press('pay', order.id)).body;
    const good = { orderId: order.id, paymentId: body.razorpay_payment_id, signature: body.razorpay_signature };
    const signature = String(good.signature);
    const malformed: unknown[] = [
      undefined,
      null,
      '',
      42,
      {},
      [signature],
      signature.slice(0, 63),
      `${signature}0`,
      `${signature.slice(0, 62)}zz`,
      ` ${signature}`,
    ];
    for (const bad of malformed) {
      expect(gateway.verifyPaymentSignature({ ...good, signature: bad })).toBe(false);
    }
    expect(gateway.verifyPaymentSignature({ ...good, orderId: undefined })).toBe(false);
    expect(gateway.verifyPaymentSignature({ ...good, paymentId: 7 })).toBe(false);
    expect(gateway.verifyPaymentSignature({ orderId: '', paymentId: '', signature: '' })).toBe(false);
  });

  it('declines with Checkout’s failure payload and still lets the shopper pay again', async () => {
    const { gateway, press } = razorpaySandboxForTest();
    const order = await gateway.createOrder({ amountPaise: 20_000, receipt: 'f' });
    const failed = await press('fail', order.id);
    expect(failed.status).toBe(200);
    expect(failed.body).toEqual({
      error: expect.objectContaining({
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed: the sandbox card was declined',
        reason: 'payment_failed',
        metadata: { order_id: order.id, payment_id: expect.stringMatching(/^pay_/) },
      }),
    });
    expect(await gateway.fetchOrder(order.id)).toMatchObject({ status: 'attempted', attempts: 1 });

    const paid = await press('pay', order.id);
    expect(paid.status).toBe(200);
    expect(await gateway.fetchOrder(order.id)).toMatchObject({ status: 'paid', attempts: 2 });
  });

  it('refuses to pay an unknown order or an order twice', async () => {
    const { gateway, press } = razorpaySandboxForTest();
    const unknown = await press('pay', 'order_NotIssuedHere00');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: { code: 'BAD_REQUEST_ERROR' } });

    const order = await gateway.createOrder({ amountPaise: 1_000, receipt: 't' });
    await press('pay', order.id);
    const again = await press('pay', order.id);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: { description: 'This order has already been paid' } });
  });
});

describe('Razorpay sandbox webhooks', () => {
  it('sends a signed payment.captured webhook that the gateway verifies', async () => {
    const { received, target } = webhookReceiver();
    const { gateway, press, state } = razorpaySandboxForTest({ webhook: target });
    const order = await gateway.createOrder({ amountPaise: 45_000, receipt: 'w' });
    const paid = (await press('pay', order.id)).body;
    await settleWebhooks(state);

    expect(received).toHaveLength(1);
    const [delivery] = received;
    if (!delivery) throw new Error('no webhook');
    const event = JSON.parse(delivery.raw);
    expect(event).toMatchObject({
      entity: 'event',
      event: 'payment.captured',
      contains: ['payment'],
      payload: { payment: { entity: { id: paid.razorpay_payment_id, order_id: order.id, status: 'captured' } } },
    });
    expect(gateway.verifyWebhookSignature(delivery.raw, delivery.signature)).toBe(true);
    expect(gateway.verifyWebhookSignature(Buffer.from(delivery.raw), delivery.signature)).toBe(true);
  });

  it('rejects a tampered body, a wrong secret, and a missing or malformed header', async () => {
    const { received, target } = webhookReceiver();
    const { gateway, press, state, fetch } = razorpaySandboxForTest({ webhook: target });
    const order = await gateway.createOrder({ amountPaise: 45_000, receipt: 'w' });
    await press('fail', order.id);
    await settleWebhooks(state);
    const [delivery] = received;
    if (!delivery) throw new Error('no webhook');
    expect(JSON.parse(delivery.raw).event).toBe('payment.failed');

    const tampered = delivery.raw.replace('"amount":45000', '"amount":4500');
    expect(tampered).not.toBe(delivery.raw);
    expect(gateway.verifyWebhookSignature(tampered, delivery.signature)).toBe(false);

    const wrongSecret = new RazorpayGateway({
      keyId: state.keyId,
      keySecret: state.keySecret,
      webhookSecret: 'another-webhook-secret',
      fetch,
    });
    expect(wrongSecret.verifyWebhookSignature(delivery.raw, delivery.signature)).toBe(false);
    const noSecret = new RazorpayGateway({ keyId: state.keyId, keySecret: state.keySecret, fetch });
    expect(noSecret.verifyWebhookSignature(delivery.raw, delivery.signature)).toBe(false);

    expect(gateway.verifyWebhookSignature(delivery.raw, undefined)).toBe(false);
    expect(gateway.verifyWebhookSignature(delivery.raw, null)).toBe(false);
    expect(gateway.verifyWebhookSignature(delivery.raw, 'sha256=abc')).toBe(false);
  });

  it('warns, and does not fail the payment, when the webhook cannot be delivered', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const target = {
      url: 'http://127.0.0.1:9/api/payment/webhook',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    };
    const { gateway, press, state } = razorpaySandboxForTest({ webhook: target });
    const order = await gateway.createOrder({ amountPaise: 1_000, receipt: 'x' });
    expect((await press('pay', order.id)).status).toBe(200);
    await settleWebhooks(state);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/webhook payment\.captured .* failed: fetch failed/);
    warn.mockRestore();
  });
});
