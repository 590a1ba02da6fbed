/**
 * Test support: orders written straight to the database, since checkout is built in parallel
 * (and an admin test should not depend on it). Also the two tokens every admin test needs.
 */
import { eq } from 'drizzle-orm';
import type { Address } from '../../../contract/order';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { orderItems, orders, products } from '../../db/schema';
import { newObjectId } from '../../lib/object-id';
import { createAdmin, loginAdmin, registerCustomer } from '../../testing/accounts';

export const TEST_ADDRESS: Address = {
  fullName: 'Asha Verma',
  houseNumber: '14B',
  streetAddress: 'Park Street',
  city: 'Kolkata',
  postalCode: '700016',
  state: 'West Bengal',
  phone: '9876543210',
  country: 'India',
};

export type TestOrderInput = {
  status?: string;
  paymentMethod?: 'Online' | 'COD';
  userId?: string | null;
  createdAt?: Date;
  /** Products and quantities; the first seeded products when omitted. */
  lines?: { productId: string; quantity: number }[];
  tracking?: string;
  address?: Address[];
};

export async function someProducts(db: Db, n = 2) {
  return db.select().from(products).orderBy(products.articleCode).limit(n);
}

export async function insertTestOrder(db: Db, input: TestOrderInput = {}) {
  const id = newObjectId(input.createdAt);
  const chosen = input.lines ?? (await someProducts(db, 1)).map((p) => ({ productId: p.id, quantity: 1 }));
  const lines = [];
  for (const [position, line] of chosen.entries()) {
    const [product] = await db.select().from(products).where(eq(products.id, line.productId));
    if (!product) throw new Error(`no product ${line.productId}`);
    lines.push({ product, quantity: line.quantity, position });
  }
  const totalPaise = lines.reduce((sum, l) => sum + l.product.pricePaise * l.quantity, 0);
  await db.insert(orders).values({
    id,
    userId: input.userId ?? null,
    customerName: 'Asha Verma',
    customerEmail: 'asha@example.in',
    status: input.status ?? 'Placed',
    totalPaise,
    paymentMethod: input.paymentMethod ?? 'Online',
    address: input.address ?? [TEST_ADDRESS],
    tracking: input.tracking ?? 'NA',
    createdAt: input.createdAt ?? new Date(),
  });
  if (lines.length > 0) {
    await db.insert(orderItems).values(
      lines.map((l) => ({
        id: newObjectId(),
        orderId: id,
        position: l.position,
        productId: l.product.id,
        title: l.product.title,
        pricePaise: l.product.pricePaise,
        image: l.product.images[0]?.src ?? '',
        slug: l.product.slug,
        quantity: l.quantity,
      })),
    );
  }
  return id;
}

/** An admin token, and a customer token that must be refused on every admin route. */
export async function adminAndCustomer(app: App, db: Db) {
  const admin = await createAdmin(db);
  const { AdminAccessToken } = await loginAdmin(app, admin.email);
  const customer = await registerCustomer(app);
  return { admin, adminToken: AdminAccessToken, customerToken: customer.accessToken, customer };
}
