import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PaymentOrderResponse, PlaceOrderInput } from '../../contract/checkout';
import type { App } from '../app';
import type { Db } from '../db/client';
import { type NewProductRow, products } from '../db/schema/catalogue';
import { RAZORPAY_SANDBOX_PATH } from '../integrations/razorpay/sandbox/sandbox-routes';
import { newObjectId } from '../lib/object-id';
import { recordStockMoves } from '../modules/stock/record-stock-moves';
import { registerCustomer } from './accounts';
import { call, dataOf } from './requests';

/**
 * A product of its own for one test, so tests sharing a database never share stock. Its stock
 * is its opening row of the ledger, as for a product staff add.
 */
export async function createProduct(db: Db, overrides: Partial<NewProductRow> = {}) {
  const suffix = randomBytes(4).toString('hex');
  const [row] = await db
    .insert(products)
    .values({
      id: newObjectId(),
      articleCode: `T-${suffix}`,
      slug: `test-bag-${suffix}`,
      title: `Test jute bag ${suffix}`,
      category: 'bags',
      pricePaise: 49_900,
      inventory: 10,
      images: [{ _id: 'img', src: `/media/test/${suffix}.svg`, alt: 'bag', dataAltImage: '', dataAltText: '' }],
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('product insert returned nothing');
  await recordStockMoves(db, [
    { productId: row.id, delta: row.inventory, stockAfter: row.inventory, reason: 'opening' },
  ]);
  return row;
}

export async function inventoryOf(db: Db, productId: string): Promise<number> {
  const [row] = await db.select({ inventory: products.inventory }).from(products).where(eq(products.id, productId));
  return row?.inventory ?? -1;
}

export const BILLING_ADDRESS: PlaceOrderInput = {
  fullName: 'Asha Verma',
  houseNumber: '12',
  streetAddress: 'MG Road',
  city: 'Kolkata',
  postalCode: '700001',
  state: 'West Bengal',
  phone: '9876543210',
  country: 'India',
};

/** A signed-up shopper with these products in the bag. */
export async function shopperWithBag(app: App, lines: { productId: string; quantity: number }[] = []) {
  const { accessToken: token, user } = await registerCustomer(app);
  for (const line of lines) {
    dataOf(
      await call(app, 'POST', `/api/cart/add-to-cart/${line.productId}`, { token, body: { quantity: line.quantity } }),
    );
  }
  return { token, user };
}

/**
 * A shopper's bag paid online through the Razorpay sandbox, as the checkout page does it:
 * payment/create, the window's Pay button, payment/verify. Returns the paid order's id.
 */
export async function payOnline(
  app: App,
  token: string,
  body: PlaceOrderInput = BILLING_ADDRESS,
): Promise<{ orderId: string; paymentId: string }> {
  const created = await call<PaymentOrderResponse>(app, 'POST', '/api/payment/create', { token, body });
  const { orderId, shopOrderId } = dataOf(created);
  const res = await app.request(`${RAZORPAY_SANDBOX_PATH}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ order_id: orderId }),
  });
  const paid = (await res.json()) as {
    razorpay_payment_id: string;
    razorpay_order_id: string;
    razorpay_signature: string;
  };
  const verified = await call(app, 'POST', '/api/payment/verify', {
    token,
    body: { orderId: paid.razorpay_order_id, paymentId: paid.razorpay_payment_id, signature: paid.razorpay_signature },
  });
  dataOf(verified);
  return { orderId: shopOrderId, paymentId: paid.razorpay_payment_id };
}
