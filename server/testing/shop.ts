import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PlaceOrderInput } from '../../contract/checkout';
import type { App } from '../app';
import type { Db } from '../db/client';
import { type NewProductRow, products } from '../db/schema';
import { newObjectId } from '../lib/object-id';
import { registerCustomer } from './accounts';
import { call, dataOf } from './requests';

/** A product of its own for one test, so tests sharing a database never share stock. */
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
