import { test } from '@playwright/test';
import { orderNumber } from '../../contract/order-number';
import { E2E_ADMIN } from '../../playwright.config';
import { expect, navLink, TABLET_LANDSCAPE } from './support/admin-page';
import { logInAsAdmin } from './support/admin-session';
import { adminSetStatus, adminToken, pickProducts, placeCodOrder, signUpShopper } from './support/shop-api';

// The back office's customers: found by search and opened with their orders.
// On the suite's shared server every test makes its own shopper and order, and never relies
// on global counts.
test.use({ viewport: TABLET_LANDSCAPE });
test.describe.configure({ timeout: 180_000 });

test('a customer is found by search and opened with their orders', async ({ page, request }) => {
  const shopper = await signUpShopper(request);
  const [product] = await pickProducts(request, 1);
  const order = await placeCodOrder(request, shopper, [{ productId: product?._id ?? '', quantity: 1 }]);
  // Cancelled at once: the order need not wait in other tests' dashboard and packing queue.
  await adminSetStatus(request, await adminToken(request), order._id, 'Canceled');

  await logInAsAdmin(page);
  await navLink(page, 'Customers').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill(shopper.email);
  const rows = page.getByRole('row').filter({ hasText: shopper.email });
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasNotText: shopper.email })).toHaveCount(1); // the header only
  await expect(rows).toContainText(`${shopper.firstName} ${shopper.lastName}`);
  await expect(rows).toContainText('Regular User');
  // The phone number and the date each stay on one line at the tablet's width.
  const phone = rows.getByRole('cell').nth(1);
  const joined = rows.getByRole('cell').nth(3);
  await expect(phone).toHaveText(/^\d{5} \d{5}$/);
  await expect(joined).toHaveText(/^\d{1,2} \w{3} \d{4}$/);
  for (const cell of [phone, joined]) {
    const lines = await cell.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines, (await cell.textContent()) ?? '').toBe(1);
  }

  await rows.getByRole('button', { name: 'View' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customer details' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`${shopper.firstName} ${shopper.lastName}`, { exact: true })).toBeVisible();
  await expect(dialog.getByText(shopper.email, { exact: true })).toBeVisible();
  await expect(dialog.getByText('Role: Regular User')).toBeVisible();
  await expect(dialog.getByText('Orders (1)')).toBeVisible();
  await expect(dialog.getByText(`#${orderNumber(order._id)}`, { exact: true })).toBeVisible();
  await expect(dialog.getByText('Cancelled', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test("the signed-in admin's own row offers no Delete (the server refuses it); a shopper's row does", async ({
  page,
  request,
}) => {
  const shopper = await signUpShopper(request);
  await logInAsAdmin(page);
  await navLink(page, 'Customers').click();
  const search = page.getByRole('textbox', { name: 'Search' });

  await search.fill(E2E_ADMIN.email);
  const own = page.getByRole('row').filter({ hasText: E2E_ADMIN.email });
  await expect(own).toHaveCount(1);
  await expect(own).toContainText('(you)');
  await expect(own.getByRole('button', { name: 'View' })).toBeVisible();
  await expect(own.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await search.fill(shopper.email);
  const theirs = page.getByRole('row').filter({ hasText: shopper.email });
  await expect(theirs).toHaveCount(1);
  await expect(theirs).not.toContainText('(you)');
  await expect(theirs.getByRole('button', { name: 'Delete' })).toBeVisible();
});
