import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';
import type { AdminDashboard } from '../../../contract/admin-orders';
import { DEPARTMENT_OF } from '../../../contract/catalogue';
import type { PlaceOrderInput } from '../../../contract/checkout';
import type { Order } from '../../../contract/order';
import type { Product } from '../../../contract/product';
import type { ReturnSubmitted } from '../../../contract/returns';
import { E2E_ADMIN } from '../../../playwright.config';
import { SANDBOX_TEST_CONTROLS_PATH } from '../../../server/integrations/sandbox-test-controls';

/**
 * Shop API helpers for end-to-end tests: they set up data (shoppers, orders) through the real
 * HTTP API of the server the suite runs, so a browser test spends its time on the screens it
 * checks. Every helper creates its own data; the server is shared by parallel workers.
 */

export type Shopper = { token: string; email: string; password: string; firstName: string; lastName: string };

/** A unique suffix for names, emails and codes: tests run in parallel on one server. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 4)
    .toString(36)
    .padStart(4, '0')}`;
}

/** The envelope's data, after checking the status; the body is in the failure message. */
async function dataOf<T>(response: APIResponse, what: string): Promise<T> {
  const text = await response.text();
  expect(response.ok(), `${what}: HTTP ${response.status()} ${text}`).toBe(true);
  const body = JSON.parse(text) as { success: boolean; data: T };
  expect(body.success, `${what}: ${text}`).toBe(true);
  return body.data;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** POST /api/auth/register with a unique email; the answer signs the shopper in. */
/** `emailName`: the address's part before @ (a long one tests narrow screens). */
export async function signUpShopper(request: APIRequestContext, emailName = 'meera'): Promise<Shopper> {
  const suffix = uniqueSuffix();
  const shopper = {
    firstName: 'Meera',
    lastName: `Das${suffix}`,
    email: `${emailName}.${suffix}@example.in`,
    phoneNumber: '98765 43210',
    password: 'jute-lover-1',
  };
  const data = await dataOf<{ accessToken: string }>(
    await request.post('/api/auth/register', { data: shopper }),
    'register',
  );
  return {
    token: data.accessToken,
    email: shopper.email,
    password: shopper.password,
    firstName: shopper.firstName,
    lastName: shopper.lastName,
  };
}

/** A delivery address that passes contract/checkout.ts placeOrderSchema. */
export function deliveryAddress(shopper: Pick<Shopper, 'firstName' | 'lastName' | 'email'>): PlaceOrderInput {
  return {
    fullName: `${shopper.firstName} ${shopper.lastName}`,
    houseNumber: '12',
    streetAddress: 'MG Road',
    city: 'Kolkata',
    postalCode: '700001',
    state: 'West Bengal',
    phone: '9876543210',
    country: 'India',
    deliveryPhone: '9876543210',
    myinfo: { email: shopper.email, name: shopper.firstName, surname: shopper.lastName },
  };
}

/** Fills the shopper's bag (POST /api/cart/add-to-cart/{id}) and places a COD order. */
export async function placeCodOrder(
  request: APIRequestContext,
  shopper: Shopper,
  products: { productId: string; quantity: number }[],
): Promise<Order> {
  for (const { productId, quantity } of products) {
    await dataOf(
      await request.post(`/api/cart/add-to-cart/${encodeURIComponent(productId)}`, {
        headers: bearer(shopper.token),
        data: { quantity },
      }),
      `add ${productId} to the bag`,
    );
  }
  const data = await dataOf<{ order: Order }>(
    await request.post('/api/orders/create-cod', { headers: bearer(shopper.token), data: deliveryAddress(shopper) }),
    'create COD order',
  );
  return data.order;
}

/** Titles of products the tests themselves add (and delete): never picked for an order. */
export const TEST_PRODUCT_MARK = 'E2E';

/**
 * The broad category (a department, /store/home) of the products the tests themselves add: not
 * the own collection (/store/products), whose cards and their order fifty listing tests read
 * while others run beside them. A product added there came first in the listing while a
 * scroll-restoration test was on a product page, and moved every card one place (CI, 2026-12-07).
 */
export const TEST_PRODUCT_BROAD_CATEGORY = DEPARTMENT_OF.home;

/**
 * `n` different active products of the own collection with plenty of stock and an article
 * code, chosen at random among the best-stocked half so parallel tests rarely share one.
 */
export async function pickProducts(request: APIRequestContext, n: number): Promise<Product[]> {
  const all = await dataOf<Product[]>(await request.get('/api/products/data/products'), 'list products');
  const candidates = all
    .filter(
      (product) =>
        product.status === 'active' &&
        product.inventory >= 3 &&
        Boolean(product.articleCode?.trim()) &&
        !product.title.includes(TEST_PRODUCT_MARK),
    )
    .sort((a, b) => b.inventory - a.inventory);
  const pool = candidates.slice(0, Math.max(n, Math.ceil(candidates.length / 2)));
  expect(pool.length, 'in-stock products with an article code').toBeGreaterThanOrEqual(n);
  const chosen: Product[] = [];
  while (chosen.length < n) {
    const [product] = pool.splice(Math.floor(Math.random() * pool.length), 1);
    if (product) chosen.push(product);
  }
  return chosen;
}

/**
 * Runs one of the server's background jobs now (the sandbox test controls, docs/decisions/186)
 * instead of waiting for its timer: 'tracking-sync' asks the sandbox courier for its scans.
 */
export async function runJobNow(request: APIRequestContext, name: string): Promise<void> {
  const ran = await request.post(`${SANDBOX_TEST_CONTROLS_PATH}/jobs/${name}`);
  expect(ran.ok(), await ran.text()).toBe(true);
}

/** Shifts the sandboxes' clock by `minutes` (0 puts it back): the same test controls. */
export async function shiftSandboxClock(request: APIRequestContext, minutes: number): Promise<void> {
  expect((await request.post(`${SANDBOX_TEST_CONTROLS_PATH}/clock`, { data: { minutes } })).ok()).toBe(true);
}

/** POST /api/admin/login with the suite's admin (playwright.config.ts); the admin token. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const data = await dataOf<{ AdminAccessToken: string }>(
    await request.post('/api/admin/login', { data: E2E_ADMIN }),
    'admin login',
  );
  return data.AdminAccessToken;
}

/** GET /api/admin/dashboard: what the back office's dashboard shows. */
export async function adminDashboard(request: APIRequestContext, token: string): Promise<AdminDashboard> {
  return dataOf<AdminDashboard>(await request.get('/api/admin/dashboard', { headers: bearer(token) }), 'dashboard');
}

/** GET /api/admin/get-order/{id}: the order as the back office sees it. */
export async function adminGetOrder(request: APIRequestContext, token: string, id: string): Promise<Order> {
  return dataOf<Order>(
    await request.get(`/api/admin/get-order/${encodeURIComponent(id)}`, { headers: bearer(token) }),
    `admin get order ${id}`,
  );
}

/**
 * POST /api/admin/edit-status/{id}: used to set up or tidy up (cancel a test's order: stock
 * returns). The lifecycle allows one step at a time: deliver a placed order with adminDeliver.
 */
export async function adminSetStatus(
  request: APIRequestContext,
  token: string,
  id: string,
  newStatus: string,
): Promise<Order> {
  return dataOf<Order>(
    await request.post(`/api/admin/edit-status/${encodeURIComponent(id)}`, {
      headers: bearer(token),
      data: { newStatus },
    }),
    `set order ${id} to ${newStatus}`,
  );
}

/** POST /api/admin/add-tracking/{id}: a parcel sent without a booking, with its courier; ships the order. */
export async function adminShipByHand(
  request: APIRequestContext,
  token: string,
  id: string,
  tracking = `E2E${id.slice(-8).toUpperCase()}`,
): Promise<Order> {
  return dataOf<Order>(
    await request.post(`/api/admin/add-tracking/${encodeURIComponent(id)}`, {
      headers: bearer(token),
      data: { tracking, courierName: 'Delhivery Surface' },
    }),
    `ship order ${id}`,
  );
}

/** Placed → Shipped (with its courier and AWB) → Delivered, as staff would: the lifecycle has no shortcut. */
export async function adminDeliver(request: APIRequestContext, token: string, id: string): Promise<Order> {
  await adminShipByHand(request, token, id);
  return adminSetStatus(request, token, id, 'Delivered');
}

/** A new shopper whose bag on the server holds one unit of a picked product. */
export async function shopperWithOneInBag(request: APIRequestContext): Promise<{ shopper: Shopper; product: Product }> {
  const shopper = await signUpShopper(request);
  const [product] = await pickProducts(request, 1);
  if (!product) throw new Error('no product');
  await dataOf(
    await request.post(`/api/cart/add-to-cart/${encodeURIComponent(product._id)}`, {
      headers: bearer(shopper.token),
      data: { quantity: 1 },
    }),
    `add ${product._id} to the bag`,
  );
  return { shopper, product };
}

/** The shopper's orders as the server lists them (POST /api/orders/get-orders). */
export async function shopperOrders(request: APIRequestContext, shopper: Shopper): Promise<Order[]> {
  return dataOf<Order[]>(await request.post('/api/orders/get-orders', { headers: bearer(shopper.token) }), 'orders');
}

// A 1×1 PNG: the server checks a return photo by its content.
export const RETURN_PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The shopper asks to return one unit of a delivered order's line (POST /api/orders/return); the return's id. */
export async function requestReturn(
  request: APIRequestContext,
  shopper: Shopper,
  orderId: string,
  productId: string,
): Promise<string> {
  const submitted = await dataOf<ReturnSubmitted>(
    await request.post('/api/orders/return', {
      headers: bearer(shopper.token),
      multipart: {
        orderId,
        productId,
        reason: 'Damaged or defective product',
        description: 'The handle came off on the first day.',
        image: { name: 'issue.png', mimeType: 'image/png', buffer: RETURN_PHOTO },
      },
    }),
    `return from ${orderId}`,
  );
  return submitted.return._id;
}
