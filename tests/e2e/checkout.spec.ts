import { expect as baseExpect, type Page, test } from '@playwright/test';
import { paths } from '../../contract/paths';
import { addTestProduct } from './support/admin-products-api';
import { fillCheckout } from './support/checkout-steps';
import { failOnCspViolations } from './support/csp-violations';
import { openFullListing } from './support/listing';
import { adminToken } from './support/shop-api';
import { signUpInBrowser } from './support/sign-up';

// Whole shopper journeys (sign-up, bag, checkout) on a shared CI machine: generous limits, so a
// busy host does not fail a correct flow. The app's own timeouts (10 s bag push) are unchanged.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 25_000 });
// The sandbox checkout loads its script and opens its window under the shell's CSP.
failOnCspViolations();

const signUp = (page: Page) => signUpInBrowser(page, { first: 'Asha', last: 'Sharma' });

/**
 * Adds `count` in-stock products of the own collection, starting at card `from` (tests running
 * in parallel use different products), each confirmed by the server ('GO TO CART').
 */
async function addProducts(page: Page, from: number, count: number): Promise<void> {
  const links = await openFullListing(page);
  let added = 0;
  for (const href of links.slice(from).filter(Boolean)) {
    await page.goto(href);
    const button = page.getByRole('button', { name: /add to bag/i });
    await expect(button).toBeVisible();
    if (await button.isDisabled()) continue;
    await button.click();
    // The push may take its full 10-second timeout on a busy machine.
    await expect(page.getByRole('link', { name: 'GO TO CART' })).toBeVisible({ timeout: 30_000 });
    added += 1;
    if (added === count) return;
  }
  throw new Error(`only ${added} in-stock products found`);
}

test("a visitor at /checkout is told 'Please Login first' and sent to /login", async ({ page }) => {
  const message = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
  await page.goto('/checkout');
  expect(await message).toBe('Please Login first');
  await expect(page).toHaveURL(/\/login$/);
});

test('a shopper checks out two products with COD, finds the order and cancels it', async ({ page }) => {
  await signUp(page);
  await addProducts(page, 0, 2);
  await expect(page.getByRole('link', { name: 'Shopping bag (2)' })).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByText('Delivery in 2-7 days')).toBeVisible();
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  await fillCheckout(page, 'COD');
  await page.getByRole('button', { name: 'Place Order (COD)' }).click();
  await expect(page).toHaveURL(/\/ordered_successfully$/);
  await expect(page.getByText('Order Successful!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shopping bag (0)' })).toBeVisible();

  await page.getByRole('link', { name: 'View Order' }).click();
  await expect(page.getByTestId('order-card')).toHaveCount(1);
  await page.getByTestId('order-card').getByRole('link').click();
  await expect(page.getByTestId('order-status')).toHaveText('Placed');

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('are you sure that you want to cancel this order ??');
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toBeHidden();
});

test('a shopper pays online through the payment sandbox', async ({ page }) => {
  await signUp(page);
  await addProducts(page, 10, 1);
  await fillCheckout(page, 'Online');
  // The sandbox is on: the payment step and every page say so (docs/decisions/153).
  await expect(page.getByTestId('test-payments-checkout')).toContainText('Test payments');
  await expect(page.getByTestId('test-payments-banner')).toBeVisible();
  await page.getByRole('button', { name: 'Pay and Order Now' }).click();

  const dialog = page.getByRole('dialog', { name: /sandbox payment/i });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/ordered_successfully$/);
  await expect(page.getByText('Order Successful!')).toBeVisible();

  await page.goto('/orders');
  await expect(page.getByTestId('order-card')).toHaveCount(1);
});

test('a failed online payment shows the failure and resets the button', async ({ page }) => {
  await signUp(page);
  await addProducts(page, 20, 1);
  await fillCheckout(page, 'Online');
  const pay = page.getByRole('button', { name: 'Pay and Order Now' });
  await pay.click();

  const dialog = page.getByRole('dialog', { name: /sandbox payment/i });
  await dialog.getByRole('button', { name: 'Fail', exact: true }).click();
  await expect(page.getByTestId('checkout-error')).toBeVisible();
  await expect(page.getByTestId('checkout-error')).not.toHaveText('');
  await expect(dialog).toBeHidden();
  await expect(pay).toBeEnabled();
  // The bag is kept for another try.
  await expect(page.getByRole('link', { name: 'Shopping bag (1)' })).toBeVisible();
});

/** The shelf count of a product, as the catalogue API answers it now. */
async function inventoryOf(page: Page, productId: string): Promise<number> {
  const response = await page.request.get(`/api/products/data/inventory/${productId}`);
  return ((await response.json()) as { data: { inventory: number } }).data.inventory;
}

test('a shopper closes the payment window, then pays cash on delivery: order placed, stock right', async ({ page }) => {
  // Its own product: the stock is counted on it, and no other test buys it meanwhile.
  const product = await addTestProduct(page.request, await adminToken(page.request), {
    title: 'checkout held tote',
    inventory: 10,
  });
  await signUp(page);
  await page.goto(paths.product.to(product._id));
  await page.getByRole('button', { name: /add to bag/i }).click();
  await expect(page.getByRole('link', { name: 'GO TO CART' })).toBeVisible({ timeout: 30_000 });
  const line = { productId: product._id };
  const before = await inventoryOf(page, line.productId);
  expect(before).toBe(10);

  await fillCheckout(page, 'Online');
  await page.getByRole('button', { name: 'Pay and Order Now' }).click();
  const dialog = page.getByRole('dialog', { name: /sandbox payment/i });
  await expect(dialog).toBeVisible();
  // While the window is open, the unit is held for this shopper.
  expect(await inventoryOf(page, line.productId)).toBe(before - 1);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  // Closing the window gives the unit back at once, for everyone.
  await expect.poll(() => inventoryOf(page, line.productId)).toBe(before);
  await expect(page.getByTestId('checkout-error')).toBeHidden();

  await page.getByLabel('Cash on delivery').check();
  await page.getByRole('button', { name: 'Place Order (COD)' }).click();
  await expect(page).toHaveURL(/\/ordered_successfully$/);
  await expect(page.getByText('Order Successful!')).toBeVisible();
  expect(await inventoryOf(page, line.productId)).toBe(before - 1);

  // One order, placed by cash on delivery; the given-up online attempt is not shown.
  await page.goto('/orders');
  await expect(page.getByTestId('order-card')).toHaveCount(1);
  await page.getByTestId('order-card').getByRole('link').click();
  await expect(page.getByTestId('order-status')).toHaveText('Placed');
  await expect(page.getByTestId('payment-state')).toHaveText('Cash on delivery — to collect');
});
