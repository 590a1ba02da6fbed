import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { messages } from '../../contract/messages';
import { logInAsAdmin } from './support/admin-session';
import {
  adminGetOrder,
  adminSetStatus,
  adminToken,
  pickProducts,
  placeCodOrder,
  signUpShopper,
  TEST_PRODUCT_MARK,
  uniqueSuffix,
} from './support/shop-api';

// The back office on a tablet in landscape (issue requirement), on the suite's shared server:
// every test makes its own shopper and order, and never relies on global counts.
test.use({ viewport: { width: 1024, height: 768 } });
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 25_000 });

const ICONS = ['public/icons/icon-192.png', 'public/icons/icon-512.png'];

/** Admin pages behind the guard (src/admin/admin-app.tsx). */
const GUARDED_PATHS = [
  '/admin',
  '/admin/dashboard',
  '/admin/orders',
  '/admin/orders?tab=cod&page=1',
  '/admin/order/000000000000000000000000',
  '/admin/returns',
  '/admin/return/000000000000000000000000',
  '/admin/products',
  '/admin/view-products',
  '/admin/add-products',
  '/admin/customers',
  '/admin/packing',
  '/admin/no-such-page',
];

/** Accepts every alert and confirm of the page, keeping their texts in order. */
function acceptDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

/** The order number the back office shows: '#' and the id's last 6 characters. */
const adminNumber = (id: string) => `#${id.slice(-6)}`;

/** A Mantine Select's input: a combobox or a textbox, depending on its options. */
function select(scope: Page | Locator, name: string | RegExp): Locator {
  return scope.getByRole('combobox', { name }).or(scope.getByRole('textbox', { name })).first();
}

function navLink(page: Page, name: string): Locator {
  return page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name, exact: true });
}

test('the back office is closed without an admin session, and the dashboard and order tabs show a new COD order', async ({
  page,
  request,
}) => {
  // Without any session, every admin page goes to the login.
  for (const path of GUARDED_PATHS) {
    await page.goto(path);
    await expect(page, `${path} without a session`).toHaveURL(/\/admin\/login$/);
  }
  await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible();

  // A shopper's session opens nothing: neither as the admin token nor through the admin login.
  const shopper = await signUpShopper(request);
  await page.evaluate((token) => {
    localStorage.setItem('accessToken', token);
    localStorage.setItem('AdminAccessToken', token);
  }, shopper.token);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText(messages.notAdmin);
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.evaluate(() => localStorage.clear());

  const [product] = await pickProducts(request, 1);
  const order = await placeCodOrder(request, shopper, [{ productId: product?._id ?? '', quantity: 1 }]);
  const number = adminNumber(order._id);

  await logInAsAdmin(page);
  // 'Orders to fulfil' lists the five that have waited longest: on the shared server other
  // tests' orders may be ahead for a while, so the dashboard is reloaded until ours shows.
  const toFulfil = page.getByRole('heading', { name: 'Orders to fulfil' }).locator('xpath=..');
  await expect(async () => {
    await page.reload();
    await expect(toFulfil.getByRole('link', { name: number, exact: true })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByTestId('count-Customers')).toHaveText(/^\d+$/);

  await navLink(page, 'Orders').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const rows = page.getByTestId('admin-order-row');
  const ours = rows.filter({ has: page.getByRole('link', { name: number, exact: true }) });

  await page.getByRole('tab', { name: /^Placed/ }).click();
  await expect(page).toHaveURL(/[?&]tab=placed/);
  await expect(ours).toHaveCount(1);
  await expect(ours.getByRole('cell').nth(4)).toHaveText('COD');
  await expect(ours.getByRole('cell').nth(5)).toHaveText('Placed');
  // The work tab: placed COD orders and paid online ones.
  await expect(rows.filter({ hasNotText: /Placed|Paid/ })).toHaveCount(0);

  await page.getByRole('tab', { name: /^COD/ }).click();
  await expect(page).toHaveURL(/[?&]tab=cod/);
  await expect(ours).toHaveCount(1);
  await expect(rows.filter({ hasNotText: 'COD' })).toHaveCount(0);

  await page.getByRole('tab', { name: /^Shipped/ }).click();
  await expect(page).toHaveURL(/[?&]tab=shipped/);
  // The COD rows (ours among them) are gone once the Shipped tab has loaded.
  await expect(rows.filter({ hasNotText: /Shipped|Out for Delivery/ })).toHaveCount(0);
  await expect(ours).toHaveCount(0);

  // The row opens the order.
  await page.getByRole('tab', { name: /^All/ }).click();
  await ours.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/admin/order/${order._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible();

  // Tidy up: a cancelled order leaves the dashboard and the packing queue of other tests.
  await adminSetStatus(request, await adminToken(request), order._id, 'Canceled');
});

test('an order is moved on from its detail page: status, tracking and a sandbox ShipRocket order', async ({
  page,
  request,
}) => {
  const shopper = await signUpShopper(request);
  const [product] = await pickProducts(request, 1);
  const order = await placeCodOrder(request, shopper, [{ productId: product?._id ?? '', quantity: 1 }]);
  const number = adminNumber(order._id);

  await logInAsAdmin(page);
  await page.goto(`/admin/order/${order._id}`);
  await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible();
  const status = page.getByTestId('order-status');
  await expect(status).toHaveText('Placed');
  await expect(page.getByText(product?.title ?? '', { exact: true })).toBeVisible();
  await expect(page.getByText(`${shopper.firstName} ${shopper.lastName}`, { exact: true })).toBeVisible();

  // Status: only what the lifecycle allows, after a confirmation that says what it does.
  const update = page.getByRole('button', { name: 'Update status' });
  await expect(update).toBeDisabled();
  await select(page, 'Order status').click();
  await expect(page.getByRole('option', { name: 'Delivered', exact: true })).toBeHidden();
  await page.getByRole('option', { name: 'Processing', exact: true }).click();
  await update.click();
  const confirm = page.getByRole('dialog', { name: 'Change status to Processing?' });
  await expect(confirm.getByText('Stock does not change.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Change to Processing' }).click();
  await expect(page.getByText('Status set to Processing')).toBeVisible();
  await expect(status).toHaveText('Processing');
  await expect(page.getByTestId('payment-state')).toHaveText('Cash on delivery — to collect');
  await expect(page.getByTestId('order-timeline')).toContainText('Placed → Processing');

  // ShipRocket (sandbox): the aggregator order is created and its ids shown; still Processing.
  await page.getByRole('button', { name: 'ShipRocket', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'ShipRocket' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Create ShipRocket order' }).click();
  const ids = dialog.getByTestId('shiprocket-ids');
  await expect(ids).toHaveText(/^ShipRocket order ID: \S+ · Shipment ID: \S+/);
  await expect(dialog.getByRole('button', { name: 'Create ShipRocket order' })).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Open ShipRocket invoice' })).toBeEnabled();
  await expect(status).toHaveText('Processing');

  // Couriers for the route.
  await dialog.getByRole('button', { name: 'Show couriers' }).click();
  await expect(dialog.getByRole('columnheader', { name: 'Courier' })).toBeVisible();
  await expect(dialog.getByRole('row').nth(1)).toBeVisible();
  expect(await dialog.getByRole('row').count()).toBeGreaterThan(1);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const shipRocketId = (await adminGetOrder(request, await adminToken(request), order._id)).shipRocketOrderId;
  expect(shipRocketId).toBeTruthy();
  await expect(page.getByText(`ShipRocket order: ${shipRocketId}`)).toBeVisible();

  // Tracking: the courier's AWB came with the booking; saving one ships the order.
  const awb = `AWB${uniqueSuffix().toUpperCase()}`;
  await page.getByRole('textbox', { name: 'Tracking (AWB)' }).fill(awb);
  await page.getByRole('button', { name: 'Update Tracking' }).click();
  await expect(status).toHaveText('Shipped');
  await expect(page.getByText(`Tracking: ${awb}`)).toBeVisible();
  // A shipped order cannot be booked again.
  await page.getByRole('button', { name: 'ShipRocket', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Create ShipRocket order' })).toBeHidden();
  await page.keyboard.press('Escape');
});

test('a product with two images is added with live progress, shown as plain text, edited and deleted', async ({
  page,
}) => {
  const dialogs = acceptDialogs(page);
  // The progress bar's values as they are drawn: the page reloads soon after the upload.
  const progress: number[] = [];
  await page.exposeFunction('e2eProgress', (value: string) => progress.push(Number(value)));
  await page.addInitScript(() => {
    const report = (window as unknown as { e2eProgress: (value: string) => void }).e2eProgress;
    const watch = (element: Element) => {
      if (element.getAttribute('role') === 'progressbar') report(element.getAttribute('aria-valuenow') ?? '');
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target instanceof Element) watch(record.target);
        for (const node of record.addedNodes) {
          if (node instanceof Element) for (const bar of node.querySelectorAll('[role="progressbar"]')) watch(bar);
        }
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });

  const suffix = uniqueSuffix();
  const title = `${TEST_PRODUCT_MARK} <b>bold</b> jute tote ${suffix}`;
  const articleCode = `E2E-${suffix.toUpperCase()}`;

  await logInAsAdmin(page);
  await page.goto('/admin/add-products');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a product' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByRole('textbox', { name: /^Description/ }).fill('Hand woven~Natural jute');
  await select(page, /^Category/).click();
  await page.getByRole('option', { name: 'laundry bags', exact: true }).click();
  await page.getByRole('textbox', { name: /^Price/ }).fill('499');
  await page.getByRole('textbox', { name: /^Article code/ }).fill(articleCode);

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose images' }).click();
  await (await chooser).setFiles(ICONS);
  await expect(page.getByText('2 image(s) chosen')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Preview [12]$/ })).toHaveCount(2);

  await page.getByRole('button', { name: 'Add product' }).click();
  await expect.poll(() => dialogs, { timeout: 60_000 }).toContain('Product added successfully!');
  // 100 is drawn, though only once the alert is closed: the page alerts before React renders
  // the final event (the bar stands at 50 behind 'Product added successfully!').
  await expect.poll(() => progress).toContain(100);
  expect(Math.max(...progress)).toBe(100);
  // The page reloads itself after the alert: the form is empty again.
  await expect(page.getByText(/^Up to \d+ images$/)).toBeVisible();

  // Found by its article code; the title is text, never markup.
  await page.goto('/admin/view-products');
  await page.getByRole('textbox', { name: 'Search' }).fill(articleCode);
  const row = page.getByRole('row').filter({ hasText: articleCode });
  await expect(row).toHaveCount(1);
  const link = row.getByRole('link', { name: title, exact: true });
  await expect(link).toBeVisible();
  await expect(row.locator('b')).toHaveCount(0);
  await expect(row.getByRole('cell').nth(4)).toHaveText('10');
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/productpage\//);

  // Edit: the inventory.
  await row.getByRole('button', { name: 'Edit' }).click();
  const editDialog = page.getByRole('dialog', { name: `Edit ${title}` });
  await expect(editDialog).toBeVisible();
  await expect(editDialog.getByRole('img', { name: `${title} Model`, exact: true })).toHaveCount(2);
  await editDialog.getByRole('textbox', { name: 'Inventory' }).fill('7');
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => dialogs).toContain('Product updated successfully');
  await expect(editDialog).toBeHidden();
  await expect(row.getByRole('cell').nth(4)).toHaveText('7');

  // The storefront's product page shows the title as literal text.
  const storefront = await page.context().newPage();
  await storefront.goto(href);
  const heading = storefront.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(title);
  await expect(heading.locator('b')).toHaveCount(0);
  await expect(storefront.locator('main b', { hasText: /^bold$/ })).toHaveCount(0);
  await storefront.close();

  // Delete, confirmed.
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => dialogs).toContain('Are you sure you want to delete this product?');
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No products found.')).toBeVisible();
});

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

  await rows.getByRole('button', { name: 'View' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customer details' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`${shopper.firstName} ${shopper.lastName}`, { exact: true })).toBeVisible();
  await expect(dialog.getByText(shopper.email, { exact: true })).toBeVisible();
  await expect(dialog.getByText('Role: Regular User')).toBeVisible();
  await expect(dialog.getByText('Orders (1)')).toBeVisible();
  await expect(dialog.getByText(order._id.slice(-8), { exact: true })).toBeVisible();
  await expect(dialog.getByText('Cancelled', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
