import { describe, expect, it } from 'vitest';
import { razorpaySandboxForTest, TEST_ORIGIN } from '../../testing/razorpay-sandbox';
import { IntegrationError } from '../integration-error';
import { RazorpayGateway } from './razorpay-gateway';
import { RAZORPAY_SANDBOX_PATH } from './sandbox/sandbox-routes';

const ORDER_ID = /^order_[0-9A-Za-z]{14}$/;

async function rejection(promise: Promise<unknown>): Promise<IntegrationError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(IntegrationError);
  return error as IntegrationError;
}

describe('Razorpay gateway against the sandbox', () => {
  it('creates an order with Razorpay’s shape and id format', async () => {
    const { gateway } = razorpaySandboxForTest({ now: () => 1_700_000_000_500 });
    const order = await gateway.createOrder({ amountPaise: 229_900, receipt: 'ord-123', notes: { shop: 'Jutexx' } });
    expect(order).toEqual({
      id: expect.stringMatching(ORDER_ID),
      entity: 'order',
      amount: 229_900,
      amount_paid: 0,
      amount_due: 229_900,
      currency: 'INR',
      receipt: 'ord-123',
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: { shop: 'Jutexx' },
      created_at: 1_700_000_000,
    });
    expect(await gateway.fetchOrder(order.id)).toEqual(order);
    const other = await gateway.createOrder({ amountPaise: 100, receipt: 'ord-124' });
    expect(other.id).not.toBe(order.id);
    expect(other.notes).toEqual([]);
  });

  it('answers a bad amount with 400 and Razorpay’s error body', async () => {
    const { gateway, fetch, state } = razorpaySandboxForTest();
    const error = await rejection(gateway.createOrder({ amountPaise: 99, receipt: 'r' }));
    expect(error).toMatchObject({ provider: 'razorpay', status: 400, code: 'BAD_REQUEST_ERROR' });
    expect(error.message).toBe('The amount must be at least INR 1.00');

    const response = await fetch(`${TEST_ORIGIN}${RAZORPAY_SANDBOX_PATH}/v1/orders`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${state.keyId}:${state.keySecret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ amount: 12.5, currency: 'INR' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: expect.objectContaining({
        code: 'BAD_REQUEST_ERROR',
        description: 'The amount must be an integer.',
        field: 'amount',
      }),
    });
  });

  it('refuses a foreign currency, a long receipt and too many notes', async () => {
    const { gateway } = razorpaySandboxForTest();
    const receipt = await rejection(gateway.createOrder({ amountPaise: 500, receipt: 'x'.repeat(41) }));
    expect(receipt.message).toMatch(/receipt/);
    const notes = Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`k${i}`, 'v']));
    expect((await rejection(gateway.createOrder({ amountPaise: 500, receipt: 'r', notes }))).status).toBe(400);
  });

  it('rejects wrong or missing basic auth with 401', async () => {
    const { gateway, fetch } = razorpaySandboxForTest({ keySecret: 'not-the-secret' });
    const error = await rejection(gateway.createOrder({ amountPaise: 1000, receipt: 'r' }));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Authentication failed');

    const anonymous = await fetch(`${TEST_ORIGIN}${RAZORPAY_SANDBOX_PATH}/v1/orders/order_x`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { code: 'BAD_REQUEST_ERROR' } });
  });

  it('says an unknown payment does not exist', async () => {
    const { gateway } = razorpaySandboxForTest();
    const error = await rejection(gateway.fetchPayment('pay_DoesNotExist00'));
    expect(error).toMatchObject({ status: 400, message: 'The id provided does not exist' });
  });

  it('refunds part and then the rest of a captured payment, and no more', async () => {
    const { gateway, press } = razorpaySandboxForTest();
    const order = await gateway.createOrder({ amountPaise: 150_000, receipt: 'r1' });
    const paid = await press('pay', order.id);
    const paymentId = String(paid.body.razorpay_payment_id);

    const part = await gateway.refund({ paymentId, amountPaise: 50_000, notes: { reason: 'Damaged basket' } });
    expect(part).toMatchObject({
      id: expect.stringMatching(/^rfnd_[0-9A-Za-z]{14}$/),
      entity: 'refund',
      amount: 50_000,
      currency: 'INR',
      payment_id: paymentId,
      status: 'processed',
      notes: { reason: 'Damaged basket' },
    });
    expect(await gateway.fetchPayment(paymentId)).toMatchObject({ amount_refunded: 50_000, refund_status: 'partial' });

    const rest = await gateway.refund({ paymentId });
    expect(rest.amount).toBe(100_000);
    expect(await gateway.fetchPayment(paymentId)).toMatchObject({ status: 'refunded', refund_status: 'full' });
    expect((await rejection(gateway.refund({ paymentId, amountPaise: 100 }))).status).toBe(400);
  });

  it('refuses to refund more than was captured, or a failed payment', async () => {
    const { gateway, press } = razorpaySandboxForTest();
    const order = await gateway.createOrder({ amountPaise: 10_000, receipt: 'r2' });
    const failed = await press('fail', order.id);
    const failedId = (failed.body.error as { metadata: { payment_id: string } }).metadata.payment_id;
    expect((await rejection(gateway.refund({ paymentId: failedId }))).status).toBe(400);

    const paid = await press('pay', order.id);
    const error = await rejection(
      gateway.refund({ paymentId: String(paid.body.razorpay_payment_id), amountPaise: 10_001 }),
    );
    expect(error.message).toBe('The refund amount provided is greater than amount captured');
  });

  it('turns an unreachable server into an IntegrationError with status 0', async () => {
    const gateway = new RazorpayGateway({
      keyId: 'rzp_test_x',
      keySecret: 's',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const error = await rejection(gateway.fetchOrder('order_x'));
    expect(error).toMatchObject({ provider: 'razorpay', status: 0, message: 'razorpay could not be reached' });
  });

  it('tells the browser which key and script to use', () => {
    const real = new RazorpayGateway({ keyId: 'rzp_live_abc', keySecret: 's' });
    expect(real).toMatchObject({
      mode: 'razorpay',
      publicKey: 'rzp_live_abc',
      checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
    const { gateway, state } = razorpaySandboxForTest();
    expect(gateway).toMatchObject({
      mode: 'sandbox',
      publicKey: state.keyId,
      checkoutScriptUrl: '/sandbox/razorpay/checkout.js',
    });
    expect(state.keyId).toMatch(/^rzp_test_sandbox/);
  });
});
