import { describe, expect, it } from 'vitest';
import { createInProcessFetch } from '../../integrations/in-process-fetch';
import { settleWebhooks } from '../../integrations/razorpay/sandbox/sandbox-state';
import { hmacSha256Hex } from '../../integrations/razorpay/signatures';
import { paymentCalls } from '../../testing/payments';
import { dataOf } from '../../testing/requests';
import { createProduct, shopperWithBag } from '../../testing/shop';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';

/** An online payment confirmed by Razorpay's webhook when the shopper's page never comes back. */
describe.each(TEST_DATABASE_KINDS)('online payment by webhook (%s)', (kind) => {
  const t = useTestApp(kind, { seed: true });
  const { create, pay, bagOf, orderRow, sendWebhook } = paymentCalls(t);

  it('marks the order paid from a signed webhook, once, and refuses a bad signature', async () => {
    const sandbox = t.integrations.razorpaySandbox;
    if (!sandbox) throw new Error('the tests run on the sandbox');
    const product = await createProduct(t.db, { inventory: 3 });
    const { token } = await shopperWithBag(t.app, [{ productId: product.id, quantity: 1 }]);
    const created = dataOf(await create(token));

    // The shopper pays and closes the page: only the webhook tells us.
    sandbox.webhook = { url: 'http://127.0.0.1:9/api/payment/webhook', fetch: createInProcessFetch(t.app) };
    try {
      await pay(created.orderId);
      await settleWebhooks(sandbox);
    } finally {
      sandbox.webhook = null;
    }
    expect((await orderRow(created.shopOrderId))?.status).toBe('Paid');
    expect(await bagOf(token)).toEqual([]);

    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_dup0000000001', order_id: created.orderId } } },
    });
    const signature = hmacSha256Hex(sandbox.webhookSecret, body);
    expect((await sendWebhook(body, 'f'.repeat(64))).status).toBe(400);
    expect((await sendWebhook(`${body} `, signature)).status).toBe(400);
    const first = await sendWebhook(body, signature, 'evt_duplicate01');
    expect(dataOf(first)).toEqual({ received: true, duplicate: false });
    const second = await sendWebhook(body, signature, 'evt_duplicate01');
    expect(dataOf(second)).toEqual({ received: true, duplicate: true });
    // A different payment id for an order already paid changes nothing.
    expect((await orderRow(created.shopOrderId))?.razorpayPaymentId).not.toBe('pay_dup0000000001');
  });
});
