import { test } from '@playwright/test';
import { staffSearchHints } from '../../contract/staff-search';
import { adminNumber, expect, navLink, TABLET_LANDSCAPE } from './support/admin-page';
import { logInAsAdmin } from './support/admin-session';
import { pickProducts, placeCodOrder, signUpShopper } from './support/shop-api';

// Staff find people and orders by what they are told on the phone (docs/decisions/203).
test.use({ viewport: TABLET_LANDSCAPE });
test.describe.configure({ timeout: 120_000 });

test('staff find an order by the number the shopper reads out, and a customer by full name and phone', async ({
  page,
  request,
}) => {
  const shopper = await signUpShopper(request);
  const [product] = await pickProducts(request, 1);
  const order = await placeCodOrder(request, shopper, [{ productId: product?._id ?? '', quantity: 1 }]);
  const number = adminNumber(order._id);

  await logInAsAdmin(page);
  await navLink(page, 'Orders').click();
  const search = page.getByRole('searchbox', { name: 'Search orders' });
  await expect(search).toHaveAttribute('placeholder', staffSearchHints.orders);
  // The number as the shopper's e-mail shows it, typed with a '#'.
  await search.fill(number);
  const rows = page.getByTestId('admin-order-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('link', { name: number, exact: true })).toBeVisible();
  await expect(page).toHaveURL(/search=/);
  // The delivery name finds it too; a name nobody has finds nothing, and says so.
  await search.fill(`${shopper.firstName} ${shopper.lastName}`);
  await expect(rows).toHaveCount(1);
  await search.fill('Nobody Ever Ordered');
  await expect(rows).toHaveCount(0);
  await expect(page.getByText('No orders in this tab match “Nobody Ever Ordered”.')).toBeVisible();
  // The menu's Orders link clears the search, box and list alike; back brings both again.
  await navLink(page, 'Orders').click();
  await expect(page).not.toHaveURL(/search=/);
  await expect(search).toHaveValue('');
  await expect(page.getByText('No orders in this tab match')).toHaveCount(0);
  await page.goBack();
  await expect(search).toHaveValue('Nobody Ever Ordered');
  await expect(rows).toHaveCount(0);

  await navLink(page, 'Customers').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  const customers = page.getByRole('textbox', { name: 'Search', exact: true });
  await expect(customers).toHaveAttribute('placeholder', staffSearchHints.customers);
  await customers.fill(`${shopper.firstName} ${shopper.lastName}`);
  const customerRows = page.locator('tbody tr');
  await expect(customerRows).toHaveCount(1);
  await expect(customerRows.first()).toContainText(shopper.lastName);
  await customers.fill('+91 98765 43210');
  await expect(customerRows.filter({ hasText: shopper.lastName })).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('customers-by-phone.png') });
});
