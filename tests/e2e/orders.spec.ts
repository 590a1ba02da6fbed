import { expect as baseExpect, type Page, test } from '@playwright/test';
import { openFullListing } from './support/listing';
import { saveCodeForOffline } from './support/service-worker';
import { adminShipByHand, adminToken, pickProducts, placeCodOrder, signUpShopper } from './support/shop-api';
import { signUpInBrowser } from './support/sign-up';

// Whole shopper journeys (sign-up, bag, checkout) on a shared CI machine: generous limits, so a
// busy host does not fail a correct flow. The app's own timeouts (10 s bag push) are unchanged.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 25_000 });

const signUp = (page: Page) => signUpInBrowser(page, { first: 'Ravi', last: 'Kumar' });

/** Adds the first in-stock product from card `from` on, through the UI. */
async function addOneProduct(page: Page, from: number): Promise<void> {
  const links = await openFullListing(page);
  for (const href of links.slice(from).filter(Boolean)) {
    await page.goto(href);
    const button = page.getByRole('button', { name: /add to bag/i });
    await expect(button).toBeVisible();
    if (await button.isDisabled()) continue;
    await button.click();
    // The push may take its full 10-second timeout on a busy machine.
    await expect(page.getByRole('link', { name: 'GO TO CART' })).toBeVisible({ timeout: 30_000 });
    return;
  }
  throw new Error('no in-stock product found');
}

test('a visitor opening /orders is sent to /login', async ({ page }) => {
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login$/);
});

test('a new shopper sees the empty orders view', async ({ page }) => {
  await signUp(page);
  await page.goto('/orders');
  await expect(page.getByText("We're Sorry")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
});

test('an opened order stays readable offline, and sign-out wipes the bag and orders from the device', async ({
  page,
  context,
}) => {
  await signUp(page);
  await addOneProduct(page, 5);
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByLabel('Address (area)').fill('Park Street');
  await page.getByLabel('State').fill('West Bengal');
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await page.getByLabel('Phone number for delivery').fill('9876543210');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Cash on delivery').check();
  await page.getByRole('button', { name: 'Place Order (COD)' }).click();
  await expect(page.getByText('Order Successful!')).toBeVisible();

  await page.getByRole('link', { name: 'View Order' }).click();
  const card = page.getByTestId('order-card');
  await expect(card).toHaveCount(1);
  const number = (await card.getByRole('link').textContent()) ?? '';
  expect(number).toMatch(/^Order #[0-9a-f]{8}$/);

  // The order page is opened for the first time offline: its code saved, as for a shopper who has
  // been on the shop the while a checkout takes.
  await saveCodeForOffline(page);
  await context.setOffline(true);
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(number);
  await expect(page.getByText('Cash on delivery (COD)')).toBeVisible();
  await context.setOffline(false);

  // Another bag line, then sign out: the device keeps nothing of this shopper.
  await addOneProduct(page, 15);
  await expect(page.getByRole('link', { name: 'Shopping bag (1)' })).toBeVisible();
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Ravi' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign-out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Shopping bag (0)' })).toBeVisible();
  const left = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('jutexx');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const database = open.result;
          const tx = database.transaction(['cart', 'orders', 'profile', 'outbox'], 'readonly');
          let total = 0;
          let pending = 4;
          for (const name of ['cart', 'orders', 'profile', 'outbox']) {
            const request = tx.objectStore(name).count();
            request.onsuccess = () => {
              total += request.result;
              pending -= 1;
              if (pending === 0) resolve(total);
            };
          }
        };
      }),
  );
  expect(left).toBe(0);
});

test("a shipped order's invoice downloads as a PDF", async ({ page, request }) => {
  const shopper = await signUpShopper(request);
  const [product] = await pickProducts(request, 1);
  if (!product) throw new Error('no product to order');
  const order = await placeCodOrder(request, shopper, [{ productId: product._id, quantity: 1 }]);
  await adminShipByHand(request, await adminToken(request), order._id);

  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.goto('/');
  await page.evaluate((token) => localStorage.setItem('accessToken', token), shopper.token);
  await page.goto(`/order/${order._id}`);
  await expect(page.getByText(order._id.slice(-8)).first()).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /invoice/i }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`invoice-${order._id.slice(-8)}.pdf`);
  await expect.poll(() => alerts).toContain('Invoice downloaded successfully!');
});
