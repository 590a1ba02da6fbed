import {
  type APIRequestContext,
  type APIResponse,
  expect as baseExpect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import type { AdminReturn } from '../../contract/admin-returns';
import type { PaymentOrderResponse } from '../../contract/checkout';
import { formatRupees } from '../../contract/money';
import type { Order } from '../../contract/order';
import type { ReturnSubmitted } from '../../contract/returns';
import { logInAsAdmin } from './support/admin-session';
import {
  adminDeliver,
  adminGetOrder,
  adminToken,
  deliveryAddress,
  pickProducts,
  placeCodOrder,
  type Shopper,
  signUpShopper,
} from './support/shop-api';

// Refunds at the returns desk (issue 9, item 4): a confirmation with the price paid, then the
// server's answer. Runs on the staff tablet, on the suite's shared server: each test makes its
// own shopper, order and return.
test.use({ viewport: { width: 1024, height: 768 } });
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 25_000 });

// A 1×1 PNG: a real image, checked by content on the server.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function dataOf<T>(response: APIResponse, what: string): Promise<T> {
  const text = await response.text();
  expect(response.ok(), `${what}: HTTP ${response.status()} ${text}`).toBe(true);
  return (JSON.parse(text) as { data: T }).data;
}

/** The shopper's bag paid online through the Razorpay sandbox, as the checkout page does it. */
async function placeOnlineOrder(request: APIRequestContext, shopper: Shopper, productId: string, admin: string) {
  await dataOf(
    await request.post(`/api/cart/add-to-cart/${productId}`, { headers: bearer(shopper.token), data: { quantity: 1 } }),
    'add to bag',
  );
  const created = await dataOf<PaymentOrderResponse>(
    await request.post('/api/payment/create', { headers: bearer(shopper.token), data: deliveryAddress(shopper) }),
    'payment/create',
  );
  const paid = (await (
    await request.post('/sandbox/razorpay/pay', { data: { order_id: created.orderId } })
  ).json()) as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
  await dataOf(
    await request.post('/api/payment/verify', {
      headers: bearer(shopper.token),
      data: {
        orderId: paid.razorpay_order_id,
        paymentId: paid.razorpay_payment_id,
        signature: paid.razorpay_signature,
      },
    }),
    'payment/verify',
  );
  return adminGetOrder(request, admin, created.shopOrderId);
}

/** Delivered, returned by the shopper, approved by staff, received back at the workshop. */
async function receivedReturn(request: APIRequestContext, shopper: Shopper, order: Order, admin: string) {
  await adminDeliver(request, admin, order._id);
  const [line] = order.cart;
  if (!line) throw new Error('the order has no line');
  const submitted = await dataOf<ReturnSubmitted>(
    await request.post('/api/orders/return', {
      headers: bearer(shopper.token),
      multipart: {
        orderId: order._id,
        productId: line.productId,
        reason: 'Damaged or defective product',
        description: 'The handle came off on the first day.',
        image: { name: 'issue.png', mimeType: 'image/png', buffer: PHOTO },
      },
    }),
    'file a return',
  );
  const returnId = submitted.return._id;
  await dataOf(
    await request.post(`/api/admin/returns/${returnId}/update-status`, {
      headers: bearer(admin),
      data: { returnStatus: 'Approved', orderStatus: 'Return Approved' },
    }),
    'approve the return',
  );
  // A refund follows the goods (docs/decisions/186): the shopper brought it back.
  await dataOf(
    await request.post(`/api/admin/returns/${returnId}/receive`, {
      headers: bearer(admin),
      data: { units: [{ outcome: 'restock' }] },
    }),
    'receive the return',
  );
  return { returnId, pricePaid: line.price };
}

async function adminReturn(request: APIRequestContext, admin: string, id: string): Promise<AdminReturn> {
  return dataOf<AdminReturn>(await request.get(`/api/admin/returns/${id}`, { headers: bearer(admin) }), 'get return');
}

async function openReturn(page: Page, returnId: string): Promise<Locator> {
  await logInAsAdmin(page);
  await page.goto(`/admin/return/${returnId}`);
  await expect(page.getByText('Status Management')).toBeVisible();
  await page.getByRole('button', { name: 'Process Refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Process refund' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('staff refund an online return to the original payment method after confirming the price paid', async ({
  page,
  request,
  playwright,
}) => {
  const admin = await adminToken(request);
  const shopper = await signUpShopper(request);
  const [product] = await pickProducts(request, 1);
  if (!product) throw new Error('no product');
  const order = await placeOnlineOrder(request, shopper, product._id, admin);
  const { returnId, pricePaid } = await receivedReturn(request, shopper, order, admin);
  const amount = formatRupees(pricePaid);

  // The photo arrives late, as on a slow link: held until the page has been read.
  let sendPhoto = () => {};
  const photoHeld = new Promise<void>((resolve) => {
    sendPhoto = resolve;
  });
  await page.route('**/api/orders/return-photo/**', async (route) => {
    await photoHeld;
    await route.continue();
  });
  await logInAsAdmin(page);
  await page.goto(`/admin/return/${returnId}`);
  const statusCard = page.getByRole('heading', { name: 'Status Management' });
  await expect(statusCard).toBeVisible();
  const before = await statusCard.boundingBox();
  sendPhoto();
  // The shopper's photo is shown to staff from its private address (the admin's cookie).
  const photo = page.getByRole('img', { name: 'Photo sent with the return' });
  await expect(photo).toHaveAttribute('src', `/api/orders/return-photo/${returnId}`);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Its arrival moves nothing: Status Management stays where staff saw it (its list had closed
  // under a tap when a late photo pushed it down, docs/decisions/273).
  expect(await statusCard.boundingBox()).toEqual(before);
  await page.screenshot({ path: test.info().outputPath('return-photo-1024.png') });

  await page.getByRole('button', { name: 'Process Refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Process refund' });

  await expect(dialog).toContainText(`Refund ${amount} to the original payment method?`);
  // Nothing happens until staff confirm.
  expect((await adminReturn(request, admin, returnId)).status).toBe('Received');
  await dialog.getByRole('button', { name: `Refund ${amount}` }).click();
  await expect(page.getByTestId('return-notice')).toContainText('Refund processed successfully');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('return-banner')).toContainText('Return Refunded');
  await expect(page.getByRole('button', { name: 'Process Refund' })).toHaveCount(0);

  const refunded = await adminReturn(request, admin, returnId);
  expect(refunded.status).toBe('Refunded');
  expect(refunded.refundAmount).toBe(pricePaid);
  expect(refunded.refund).toMatchObject({ status: 'succeeded', method: 'gateway', amount: pricePaid });
  // Its one unit came back and was refunded: the order is Returned (docs/decisions/187).
  expect(refunded.orderId).toMatchObject({ status: 'Returned', returnStatus: 'Returned', paymentStatus: 'refunded' });

  // Another shopper cannot see the photo (a fresh context: `request` carries the staff cookie).
  const elsewhere = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const stranger = await signUpShopper(elsewhere);
  const denied = await elsewhere.get(`/api/orders/return-photo/${returnId}`, { headers: bearer(stranger.token) });
  expect(denied.status()).toBe(404);
  await elsewhere.dispose();
});

test('a cash-on-delivery refund asks how the money went back, with a reference', async ({ page, request }) => {
  const admin = await adminToken(request);
  const shopper = await signUpShopper(request);
  const [product] = await pickProducts(request, 1);
  if (!product) throw new Error('no product');
  const order = await placeCodOrder(request, shopper, [{ productId: product._id, quantity: 1 }]);
  const { returnId, pricePaid } = await receivedReturn(request, shopper, order, admin);
  const amount = formatRupees(pricePaid);

  const dialog = await openReturn(page, returnId);
  await expect(dialog).toContainText(`Refund ${amount} for this cash-on-delivery order`);
  await dialog.getByRole('button', { name: `Refund ${amount}` }).click();
  await expect(dialog.getByText('Choose how the money was returned')).toBeVisible();
  await expect(dialog.getByText('Enter the payment reference')).toBeVisible();
  expect((await adminReturn(request, admin, returnId)).refund).toBeNull();

  await dialog
    .getByRole('combobox', { name: 'Refund method' })
    .or(dialog.getByRole('textbox', { name: 'Refund method' }))
    .first()
    .click();
  await page.getByRole('option', { name: 'UPI' }).click();
  await dialog.getByRole('textbox', { name: 'Reference' }).fill('UPI-e2e-4471');
  await dialog.getByRole('button', { name: `Refund ${amount}` }).click();
  await expect(page.getByTestId('return-notice')).toContainText('Refund processed successfully');

  const refunded = await adminReturn(request, admin, returnId);
  expect(refunded.status).toBe('Refunded');
  expect(refunded.refund).toMatchObject({ status: 'succeeded', method: 'upi', reference: 'UPI-e2e-4471' });
});

test('an order with an offer refunds what was paid for the unit, less the offer, and says so', async ({
  page,
  request,
}) => {
  const admin = await adminToken(request);
  const shopper = await signUpShopper(request);
  const [product] = await pickProducts(request, 1);
  if (!product) throw new Error('no product');
  await dataOf(
    await request.post(`/api/cart/add-to-cart/${product._id}`, {
      headers: bearer(shopper.token),
      data: { quantity: 1 },
    }),
    'add to bag',
  );
  const { order } = await dataOf<{ order: Order }>(
    await request.post('/api/orders/create-cod', {
      headers: bearer(shopper.token),
      data: { ...deliveryAddress(shopper), offerCode: 'WELCOME10' },
    }),
    'create COD order with WELCOME10',
  );
  const { returnId, pricePaid } = await receivedReturn(request, shopper, order, admin);
  const paid = formatRupees(order.totalAmount);
  expect(order.totalAmount).toBeLessThan(pricePaid);

  const dialog = await openReturn(page, returnId);
  await expect(dialog).toContainText(`Refund ${paid} for this cash-on-delivery order`);
  await expect(page.getByText(`${paid} (1 × ${formatRupees(pricePaid)} less offer WELCOME10)`)).toBeVisible();
  await page.screenshot({ path: '/tmp/offers-shots/admin-return-offer-1024.png', fullPage: true });
});
