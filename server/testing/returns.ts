/**
 * Test support: a delivered order with one line and a return of it, written straight to the
 * database, and a real captured payment for an online order through the Razorpay sandbox
 * (insertTestOrder's placeholder payment id is one the sandbox does not know).
 */
import { eq } from 'drizzle-orm';
import type { ApiEnvelope } from '../../contract/envelope';
import type { ReturnSubmitted } from '../../contract/returns';
import type { ReturnStatus } from '../../contract/statuses';
import type { Db } from '../db/client';
import { orderItems, orders } from '../db/schema/orders';
import { returns } from '../db/schema/returns';
import { RAZORPAY_SANDBOX_PATH } from '../integrations/razorpay/sandbox/sandbox-routes';
import { newObjectId } from '../lib/object-id';
import { insertTestOrder, TEST_ADDRESS } from './orders';
import { createProduct } from './shop';
import type { TestApp } from './test-app';

export type MadeReturn = { returnId: string; orderId: string; productId: string; itemId: string };

export type TestReturnInput = {
  title?: string;
  fullName?: string;
  status?: ReturnStatus;
  paymentMethod?: 'Online' | 'COD';
  /** The price paid on the order line; 599 rupees unless said. */
  pricePaise?: number;
  at?: Date;
  userId?: string | null;
  /** A photo was sent (the column marks it; the file itself is the test's business). */
  image?: boolean;
  /** Units on the order line (2 unless said) and units the return sends back (1 unless said). */
  lineQuantity?: number;
  quantity?: number;
};

export async function insertTestReturn(db: Db, input: TestReturnInput = {}): Promise<MadeReturn> {
  const product = await createProduct(db, {
    pricePaise: input.pricePaise ?? 59_900,
    ...(input.title ? { title: input.title } : {}),
  });
  const orderId = await insertTestOrder(db, {
    status: 'Return Requested',
    paymentMethod: input.paymentMethod ?? 'COD',
    userId: input.userId ?? null,
    lines: [{ productId: product.id, quantity: input.lineQuantity ?? 2 }],
    address: [{ ...TEST_ADDRESS, fullName: input.fullName ?? TEST_ADDRESS.fullName }],
  });
  await db.update(orders).set({ returnStatus: 'Return Requested' }).where(eq(orders.id, orderId));
  const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  if (!item) throw new Error('no line');
  const returnId = newObjectId(input.at);
  await db.insert(returns).values({
    id: returnId,
    orderId,
    orderItemId: item.id,
    productId: product.id,
    userId: input.userId ?? null,
    status: input.status ?? 'Requested',
    quantity: input.quantity ?? 1,
    // A return at Received or Refunded has its goods back (docs/decisions/188).
    receivedAt: input.status === 'Received' || input.status === 'Refunded' ? new Date() : null,
    reason: 'Damaged',
    description: 'Torn',
    image: input.image ? `/media/uploads/returns/${returnId}.webp` : null,
    requestedAt: input.at ?? new Date(),
  });
  const returned = input.quantity ?? 1;
  await db
    .update(orderItems)
    .set({ returnedQuantity: returned, returned: returned >= item.quantity, returnId })
    .where(eq(orderItems.id, item.id));
  return { returnId, orderId, productId: product.id, itemId: item.id };
}

/** Pays the order's total through the sandbox's Checkout window and records the captured payment id. */
export async function payTestOrder(t: TestApp, orderId: string): Promise<string> {
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`no order ${orderId}`);
  const rzpOrder = await t.integrations.payments.createOrder({ amountPaise: order.totalPaise, receipt: orderId });
  const paid = await t.app.request(`${RAZORPAY_SANDBOX_PATH}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ order_id: rzpOrder.id }),
  });
  const { razorpay_payment_id: paymentId } = (await paid.json()) as { razorpay_payment_id: string };
  await t.db
    .update(orders)
    .set({ razorpayOrderId: rzpOrder.id, razorpayPaymentId: paymentId, paymentStatus: 'paid' })
    .where(eq(orders.id, orderId));
  return paymentId;
}

/** A 1×1 PNG the server accepts as a return photo. */
const PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** POST /api/orders/return as the wizard sends it (multipart with a photo); the raw answer. */
export async function submitTestReturn(
  app: TestApp['app'],
  token: string,
  fields: { orderId: string; productId: string; quantity?: number; reason?: string },
) {
  const form = new FormData();
  form.append('orderId', fields.orderId);
  form.append('productId', fields.productId);
  form.append('reason', fields.reason ?? 'Damaged or defective product');
  form.append('description', 'The handle came off on the first day.');
  if (fields.quantity !== undefined) form.append('quantity', String(fields.quantity));
  form.append('image', new Blob([new Uint8Array(PHOTO_PNG)], { type: 'image/png' }), 'photo.png');
  const res = await app.request('/api/orders/return', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as ApiEnvelope<ReturnSubmitted> };
}
