/**
 * Test support: orders written straight to the database, since checkout is built in parallel
 * (and an admin test should not depend on it). Also the two tokens every admin test needs.
 */
import { eq } from 'drizzle-orm';
import type { Address } from '../../contract/order';
import type { FulfilmentState, PaymentState } from '../../contract/order-lifecycle/states';
import type { OrderStatus } from '../../contract/statuses';
import type { App } from '../app';
import type { Db } from '../db/client';
import { products } from '../db/schema/catalogue';
import { orderItems, orders } from '../db/schema/orders';
import { newObjectId } from '../lib/object-id';
import { createAdmin, loginAdmin, registerCustomer } from './accounts';

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
  status?: OrderStatus;
  /** Derived from the status and method when omitted (see paymentStateOf). */
  paymentStatus?: PaymentState;
  fulfillmentStatus?: FulfilmentState;
  razorpayPaymentId?: string | null;
  deliveryDate?: Date | null;
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

const AFTER_DELIVERY = new Set<string>([
  'Delivered',
  'Completed',
  'Return Requested',
  'Return Approved',
  'Return Pickup Initiated',
  'Return in Progress',
  'Return Rejected',
  'Returned',
]);

/** What the order's payment would be in the shop: COD is collected on delivery, online is paid first. */
function paymentStateOf(status: OrderStatus, method: 'Online' | 'COD'): PaymentState {
  // Delivered COD cash is the courier's until remitted (decision 191).
  if (method === 'COD') return AFTER_DELIVERY.has(status) ? 'cod_to_remit' : 'cod_due';
  if (status === 'Awaiting Payment') return 'awaiting';
  return 'paid';
}

function fulfilmentStateOf(status: OrderStatus): FulfilmentState {
  if (status === 'Processing') return 'packed';
  if (status === 'Shipped') return 'shipped';
  if (status === 'Out for Delivery') return 'out_for_delivery';
  return AFTER_DELIVERY.has(status) ? 'delivered' : 'unfulfilled';
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
  const status = input.status ?? 'Placed';
  const method = input.paymentMethod ?? 'Online';
  const totalPaise = lines.reduce((sum, l) => sum + l.product.pricePaise * l.quantity, 0);
  await db.insert(orders).values({
    id,
    userId: input.userId ?? null,
    customerName: 'Asha Verma',
    customerEmail: 'asha@example.in',
    status,
    totalPaise,
    paymentMethod: method,
    paymentStatus: input.paymentStatus ?? paymentStateOf(status, method),
    fulfillmentStatus: input.fulfillmentStatus ?? fulfilmentStateOf(status),
    razorpayPaymentId:
      input.razorpayPaymentId !== undefined
        ? input.razorpayPaymentId
        : method === 'Online' && status !== 'Awaiting Payment'
          ? `pay_test${id.slice(-10)}`
          : null,
    deliveryDate:
      input.deliveryDate !== undefined ? input.deliveryDate : AFTER_DELIVERY.has(status) ? new Date() : null,
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
