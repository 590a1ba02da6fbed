import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import webpush from 'web-push';
import { createInProcessFetch } from './in-process-fetch';
import { selectIntegrations } from './select-integrations';

const VAPID = webpush.generateVAPIDKeys();

const base = {
  ownBaseUrl: 'http://127.0.0.1:8080',
  razorpay: {},
  shiprocket: {},
  mail: {},
};

describe('selectIntegrations', () => {
  it('uses every sandbox when no credentials are set, and says why', () => {
    const integrations = selectIntegrations(base);
    expect(integrations.descriptions).toEqual([
      'payments: razorpay sandbox (no RAZORPAY_KEY_ID, no RAZORPAY_KEY_SECRET)',
      'shipping: shiprocket sandbox (no SHIPROCKET_EMAIL, no SHIPROCKET_PASSWORD)',
      'mail: outbox (no SMTP_URL)',
      'sms/whatsapp: outbox (no provider configured)',
      "push: push-service sandbox at /sandbox/push (VAPID keys: made for this process; no browser's push service is reached)",
    ]);
    expect(integrations.payments).toMatchObject({
      mode: 'sandbox',
      checkoutScriptUrl: '/sandbox/razorpay/checkout.js',
    });
    expect(integrations.payments.publicKey).toMatch(/^rzp_test_sandbox/);
    expect(integrations.shipping.mode).toBe('sandbox');
    expect(integrations.mailer.transport).toBe('outbox');
    expect(integrations.sandboxRoutes.map((route) => route.path)).toEqual([
      '/sandbox/razorpay',
      '/sandbox/shiprocket',
      '/sandbox/push',
    ]);
    expect(integrations.razorpaySandbox).not.toBeNull();
    expect(integrations.push.mode).toBe('sandbox');
  });

  it('uses the real providers when their credentials are set', () => {
    const integrations = selectIntegrations({
      ...base,
      razorpay: { keyId: 'rzp_live_abcdefghijklmn', keySecret: 'secret', webhookSecret: 'whsec' },
      shiprocket: { email: 'ops@jutexx.example', password: 'pw' },
      mail: { smtpUrl: 'smtps://mailer:hunter2@smtp.example.com:465' },
      push: {
        vapid: { subject: 'mailto:ops@jutexx.example', ...VAPID },
        sandbox: false,
        keysFrom: 'from VAPID_PUBLIC_KEY',
      },
    });
    expect(integrations.descriptions).toEqual([
      'payments: razorpay (live keys; webhooks verified)',
      'shipping: shiprocket',
      'mail: smtp (smtps://smtp.example.com:465)',
      'sms/whatsapp: outbox (no provider configured)',
      'push: web push (VAPID keys: from VAPID_PUBLIC_KEY; subject mailto:ops@jutexx.example)',
    ]);
    expect(integrations.push).toMatchObject({ mode: 'web-push', publicKey: VAPID.publicKey });
    expect(integrations.pushSandbox).toBeNull();
    expect(integrations.payments).toMatchObject({
      mode: 'razorpay',
      publicKey: 'rzp_live_abcdefghijklmn',
      checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
    expect(integrations.shipping.mode).toBe('shiprocket');
    expect(integrations.mailer.transport).toBe('smtp');
    expect(integrations.sandboxRoutes).toEqual([]);
    expect(integrations.razorpaySandbox).toBeNull();
  });

  it('treats half a set of credentials as none, and names what is missing', () => {
    const integrations = selectIntegrations({
      ...base,
      razorpay: { keyId: 'rzp_test_abc' },
      shiprocket: { email: 'x@y.z' },
    });
    expect(integrations.descriptions[0]).toBe('payments: razorpay sandbox (no RAZORPAY_KEY_SECRET)');
    expect(integrations.descriptions[1]).toBe('shipping: shiprocket sandbox (no SHIPROCKET_PASSWORD)');
    const noWebhook = selectIntegrations({ ...base, razorpay: { keyId: 'rzp_test_abc', keySecret: 's' } });
    expect(noWebhook.descriptions[0]).toBe(
      'payments: razorpay (test keys; webhooks refused: no RAZORPAY_WEBHOOK_SECRET)',
    );
  });

  it('keeps sandbox credentials across restarts when given a seed', async () => {
    const first = selectIntegrations({ ...base, sandboxSeed: 'stored-secret', sandboxTransport: 'in-process' });
    const order = await first.payments.createOrder({ amountPaise: 10_000, receipt: 'r' });
    const server = new Hono();
    for (const { path, app } of first.sandboxRoutes) server.route(path, app);
    const paid = await createInProcessFetch(server)('http://127.0.0.1:8080/sandbox/razorpay/pay', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order_id: order.id }),
    });
    const body = (await paid.json()) as Record<string, string>;
    const input = { orderId: order.id, paymentId: body.razorpay_payment_id, signature: body.razorpay_signature };

    const restarted = selectIntegrations({ ...base, sandboxSeed: 'stored-secret' });
    expect(restarted.payments.verifyPaymentSignature(input)).toBe(true);
    const reseeded = selectIntegrations({ ...base, sandboxSeed: 'another-secret' });
    expect(reseeded.payments.verifyPaymentSignature(input)).toBe(false);
  });

  it('runs the whole sandbox in process: payment, webhook, shipment and mail', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const integrations = selectIntegrations({ ...base, sandboxTransport: 'in-process' });

    // The server mounts the sandboxes beside its own routes, as it would in server/app.ts.
    const webhooks: string[] = [];
    const server = new Hono();
    for (const { path, app } of integrations.sandboxRoutes) server.route(path, app);
    server.post('/api/payment/webhook', async (c) => {
      const raw = await c.req.text();
      if (!integrations.payments.verifyWebhookSignature(raw, c.req.header('x-razorpay-signature'))) {
        return c.json({ success: false }, 400);
      }
      webhooks.push(JSON.parse(raw).event);
      return c.json({ success: true });
    });
    const browser = createInProcessFetch(server);
    const sandbox = integrations.razorpaySandbox;
    if (!sandbox) throw new Error('expected the Razorpay sandbox');
    sandbox.webhook = { url: 'http://127.0.0.1:8080/api/payment/webhook', fetch: browser };

    const order = await integrations.payments.createOrder({ amountPaise: 129_900, receipt: 'ord-1' });
    const script = await browser(`http://127.0.0.1:8080${integrations.payments.checkoutScriptUrl}`);
    expect(script.status).toBe(200);
    const paid = await browser('http://127.0.0.1:8080/sandbox/razorpay/pay', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order_id: order.id }),
    });
    const result = (await paid.json()) as Record<string, string>;
    expect(
      integrations.payments.verifyPaymentSignature({
        orderId: result.razorpay_order_id,
        paymentId: result.razorpay_payment_id,
        signature: result.razorpay_signature,
      }),
    ).toBe(true);
    while (sandbox.deliveries.size > 0) await Promise.all([...sandbox.deliveries]);
    expect(webhooks).toEqual(['payment.captured']);

    const couriers = await integrations.shipping.listCouriers({
      pickupPostcode: '700001',
      deliveryPostcode: '110001',
      weightKg: 1,
      cod: false,
    });
    expect(couriers.available_courier_companies.length).toBeGreaterThan(0);

    await integrations.mailer.send({ to: 'a@example.com', subject: 'Order confirmed', text: 'Thanks' });
    expect(info).toHaveBeenCalledWith('mail (outbox): to=a@example.com subject=Order confirmed');
    info.mockRestore();
  });
});
