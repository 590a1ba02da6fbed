import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PaymentOrderResponse } from '../../contract/checkout';
import type { CartResponse, Order } from '../../contract/order';
import { orders } from '../db/schema/orders';
import { RAZORPAY_SANDBOX_PATH } from '../integrations/razorpay/sandbox/sandbox-routes';
import { call, dataOf } from './requests';
import { BILLING_ADDRESS } from './shop';
import type { TestApp } from './test-app';

/** What the sandbox Checkout window's Pay button answers. */
export type Paid = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };

/** The online-payment calls of the payment tests, on the app in process and its Razorpay sandbox. */
export function paymentCalls(t: TestApp) {
  const create = (token: string) =>
    call<PaymentOrderResponse>(t.app, 'POST', '/api/payment/create', { token, body: BILLING_ADDRESS });
  /** What the sandbox Checkout window's Pay button answers. */
  const pay = async (razorpayOrderId: string): Promise<Paid> => {
    const res = await t.app.request(`${RAZORPAY_SANDBOX_PATH}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order_id: razorpayOrderId }),
    });
    return (await res.json()) as Paid;
  };
  const verify = (token: string, paid: Paid) =>
    call<{ order: Order }>(t.app, 'POST', '/api/payment/verify', {
      token,
      body: {
        orderId: paid.razorpay_order_id,
        paymentId: paid.razorpay_payment_id,
        signature: paid.razorpay_signature,
      },
    });
  const bagOf = async (token: string) =>
    dataOf(await call<CartResponse>(t.app, 'GET', '/api/cart/get-cart', { token })).cart;
  const orderRow = async (shopOrderId: string) =>
    (await t.db.select().from(orders).where(eq(orders.id, shopOrderId)))[0];
  const sendWebhook = (body: string, signature: string, eventId = `evt_${randomBytes(6).toString('hex')}`) =>
    call<{ received: boolean; duplicate: boolean }>(t.app, 'POST', '/api/payment/webhook', {
      rawBody: body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': eventId,
      },
    });
  return { create, pay, verify, bagOf, orderRow, sendWebhook };
}
