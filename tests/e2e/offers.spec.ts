import { mkdirSync } from 'node:fs';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { formatPaise, formatRupees, paiseFromRupees, percentOf } from '../../contract/money';
import { findOffer, offerMessages } from '../../contract/offers';
import type { Order } from '../../contract/order';
import { logInAsAdmin } from './support/admin-session';
import { fillInformationAndAddress } from './support/checkout-steps';
import { failOnCspViolations } from './support/csp-violations';
import { deliveryAddress, pickProducts, shopperWithOneInBag, signUpShopper } from './support/shop-api';
import { signInWithToken } from './support/shopper-page';

// Whole shopper journeys on a shared machine: generous limits (see checkout.spec.ts).
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 25_000 });
failOnCspViolations();

const SHOTS = '/tmp/offers-shots';
mkdirSync(SHOTS, { recursive: true });
const welcome = findOffer('WELCOME10');
if (!welcome) throw new Error('WELCOME10 is declared in contract/offers.ts');

/** Steps 1-3 with a new address; the delivery phone must already hold the profile's number. */
async function fillStepsWithProfilePhone(page: Page): Promise<void> {
  await fillInformationAndAddress(page);
  // Signed up with '98765 43210': the delivery step starts with it, as ten digits.
  await expect(page.getByLabel('Phone number for delivery')).toHaveValue('9876543210');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Cash on delivery').check();
}

async function applyCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Offer code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
}

test('a shopper uses the welcome code on a first COD order at 390 px; a second order refuses it', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { shopper, product } = await shopperWithOneInBag(request);
  await signInWithToken(page, shopper);

  await page.goto('/profile');
  await expect(page.getByTestId('profile-offers')).toContainText('WELCOME10');
  await expect(page.getByTestId('profile-offers')).toContainText('HOME20');
  await page.setViewportSize({ width: 320, height: 700 });
  await page.getByTestId('profile-offers').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/profile-offers-320.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/cart');
  await expect(page.getByText('Have an offer code? Enter it at checkout.')).toBeVisible();

  await fillStepsWithProfilePhone(page);
  // The summary lists what is ordered.
  const items = page.getByTestId('checkout-items');
  await expect(items).toContainText(product.title);
  await expect(items).toContainText(`1 × ${formatRupees(product.numericPrice)}`);

  await applyCode(page, 'welcome10');
  const pricePaise = paiseFromRupees(product.numericPrice);
  const discount = formatPaise(percentOf(pricePaise, 10));
  const total = formatPaise(pricePaise - percentOf(pricePaise, 10));
  await expect(page.getByTestId('offer-applied')).toContainText('WELCOME10 applied');
  await expect(page.getByTestId('order-discount')).toContainText('Offer WELCOME10');
  await expect(page.getByTestId('order-discount')).toContainText(discount);
  await expect(page.getByTestId('order-total')).toHaveText(total);
  await page.getByTestId('order-summary').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/checkout-offer-390.png`, fullPage: true });
  await page.setViewportSize({ width: 320, height: 700 });
  await page.getByTestId('order-summary').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/checkout-offer-320.png`, fullPage: true });
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 390, height: 844 });

  // Remove and apply again: the total follows.
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('order-discount')).toBeHidden();
  await expect(page.getByTestId('order-total')).toHaveText(formatRupees(product.numericPrice));
  await applyCode(page, 'WELCOME10');
  await expect(page.getByTestId('order-total')).toHaveText(total);

  await page.getByRole('button', { name: 'Place Order (COD)' }).click();
  await expect(page).toHaveURL(/\/ordered_successfully$/);
  await page.getByRole('link', { name: 'View Order' }).click();
  await page.getByTestId('order-card').getByRole('link').first().click();
  await expect(page.getByTestId('order-discount')).toContainText('WELCOME10');
  await expect(page.getByTestId('order-discount')).toContainText(discount);
  await expect(page.getByTestId('order-total')).toHaveText(total);
  await page.screenshot({ path: `${SHOTS}/order-page-390.png`, fullPage: true });

  // A second order: the code was used.
  await page.goto(`/productpage/${product._id}`);
  await page.getByRole('button', { name: /add to bag/i }).click();
  await expect(page.getByRole('link', { name: 'GO TO CART' })).toBeVisible({ timeout: 30_000 });
  await page.goto('/checkout');
  await applyCode(page, 'WELCOME10');
  await expect(page.getByText(offerMessages.alreadyUsed(welcome))).toBeVisible();
  await expect(page.getByTestId('order-discount')).toBeHidden();
  await expect(page.getByTestId('order-total')).toHaveText(formatRupees(product.numericPrice));
  await page.screenshot({ path: `${SHOTS}/checkout-refused-390.png`, fullPage: true });
});

test('staff see the offer on the order at 1024 px', async ({ page, request }) => {
  const shopper = await signUpShopper(request);
  const [product] = await pickProducts(request, 1);
  if (!product) throw new Error('no product');
  const headers = { Authorization: `Bearer ${shopper.token}` };
  expect((await request.post(`/api/cart/add-to-cart/${product._id}`, { headers, data: { quantity: 2 } })).ok()).toBe(
    true,
  );
  const placed = await request.post('/api/orders/create-cod', {
    headers,
    data: { ...deliveryAddress(shopper), offerCode: 'WELCOME10' },
  });
  expect(placed.status()).toBe(201);
  const { order } = ((await placed.json()) as { data: { order: Order } }).data;
  expect(order.offerCode).toBe('WELCOME10');

  await page.setViewportSize({ width: 1024, height: 900 });
  await logInAsAdmin(page);
  await page.goto(`/admin/order/${order._id}`);
  await expect(page.getByText('WELCOME10').first()).toBeVisible();
  await expect(page.getByText(`−${formatRupees(order.discountAmount)}`)).toBeVisible();
  await expect(page.getByText(formatRupees(order.totalAmount)).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/admin-order-1024.png`, fullPage: true });
});
