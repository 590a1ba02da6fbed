import { type Page, test } from '@playwright/test';
import { lifecycleMessages } from '../../contract/order-lifecycle/messages';
import type { Product } from '../../contract/product';
import { E2E_ADMIN } from '../../playwright.config';
import { ADMIN_OFFLINE_BANNER } from '../../src/lib/connection-messages';
import { acceptDialogs, adminNumber, expect, select, TABLET_LANDSCAPE } from './support/admin-page';
import { logInAsAdmin } from './support/admin-session';
import {
  adminGetOrder,
  adminSetStatus,
  adminShipByHand,
  adminToken,
  pickProducts,
  placeCodOrder,
  signUpShopper,
  TEST_PRODUCT_BROAD_CATEGORY,
  TEST_PRODUCT_MARK,
  uniqueSuffix,
} from './support/shop-api';

// The back office through a dropped connection and beside other tablets (docs/decisions/180,
// 181, 182): a blip keeps the page and what staff typed, a failed list says so, and an order
// changed elsewhere is shown changed before staff act on it.
test.use({ viewport: TABLET_LANDSCAPE });
test.describe.configure({ timeout: 180_000 });

const banner = (page: Page) => page.getByTestId('admin-offline-banner');

/** Offline for `ms`, checking on the way that the banner says so and the page is still there. */
async function blip(page: Page, ms: number, whileOffline: () => Promise<void>): Promise<void> {
  await page.context().setOffline(true);
  await expect(banner(page)).toHaveText(ADMIN_OFFLINE_BANNER);
  await whileOffline();
  await page.waitForTimeout(ms);
  await page.context().setOffline(false);
  await expect(banner(page)).toBeHidden();
}

test('a 1 s blip while filling Add product keeps every field; the product is then added', async ({ page, request }) => {
  const dialogs = acceptDialogs(page);
  const suffix = uniqueSuffix();
  const title = `${TEST_PRODUCT_MARK} blip tote ${suffix}`;
  const articleCode = `E2E-NET-${suffix.toUpperCase()}`;

  await logInAsAdmin(page);
  await page.goto('/admin/add-products');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a product' })).toBeVisible();
  const fields = {
    title: page.getByRole('textbox', { name: /^Title/ }),
    description: page.getByRole('textbox', { name: /^Description/ }),
    broadCategory: page.getByRole('textbox', { name: /^Broad category/ }),
    price: page.getByRole('textbox', { name: /^Price/ }),
    articleCode: page.getByRole('textbox', { name: /^Article code/ }),
  };
  await fields.title.fill(title);
  await fields.description.fill('Hand woven~Kept through a blip');
  await select(page, /^Category/).click();
  await page.getByRole('option', { name: 'laundry bags', exact: true }).click();
  await fields.broadCategory.fill(TEST_PRODUCT_BROAD_CATEGORY);
  await fields.price.fill('549');
  await fields.articleCode.fill(articleCode);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose images' }).click();
  await (await chooser).setFiles(['public/icons/icon-192.png']);
  await expect(page.getByText('1 image(s) chosen')).toBeVisible();

  const add = page.getByRole('button', { name: 'Add product' });
  await blip(page, 1_000, async () => {
    // The page is still the form, not "needs a connection"; sending waits.
    await expect(page.getByTestId('needs-connection')).toHaveCount(0);
    await expect(fields.title).toHaveValue(title);
    await expect(add).toBeDisabled();
    await expect(page.getByTestId('admin-offline-note')).toBeVisible();
  });

  await expect(fields.title).toHaveValue(title);
  await expect(fields.description).toHaveValue('Hand woven~Kept through a blip');
  await expect(select(page, /^Category/)).toHaveValue('laundry bags');
  await expect(fields.broadCategory).toHaveValue(TEST_PRODUCT_BROAD_CATEGORY);
  await expect(fields.price).toHaveValue('549');
  await expect(fields.articleCode).toHaveValue(articleCode);
  await expect(page.getByText('1 image(s) chosen')).toBeVisible();

  await expect(add).toBeEnabled();
  await add.click();
  await expect.poll(() => dialogs, { timeout: 60_000 }).toContain('Product added successfully!');
  // The page reloads itself after the alert (the form is empty again): wait for it, so the
  // reload cannot cancel the navigation below.
  await expect(page.getByText(/^Up to \d+ images$/)).toBeVisible();

  // The server holds the product as typed before the blip.
  const token = await adminToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const stored = async () => {
    const found = await request.get(`/api/products/data/search/${encodeURIComponent(articleCode)}`, { headers: auth });
    return ((await found.json()) as { data: Product[] }).data.filter((p) => p.articleCode === articleCode);
  };
  const [product] = await stored();
  expect(await stored()).toHaveLength(1);
  expect(product).toMatchObject({ title, numericPrice: 549, inventory: 10 });

  // The edit dialog keeps what was typed through a blip too, and saves it afterwards.
  await page.goto('/admin/view-products');
  await page.getByRole('textbox', { name: 'Search' }).fill(articleCode);
  const row = page.getByRole('row').filter({ hasText: articleCode });
  await row.getByRole('button', { name: 'Edit' }).click();
  const editDialog = page.getByRole('dialog', { name: `Edit ${title}` });
  const price = editDialog.getByRole('textbox', { name: 'Price (Rs.)' });
  const save = editDialog.getByRole('button', { name: 'Save' });
  await price.fill('599');
  await blip(page, 1_000, async () => {
    await expect(editDialog).toBeVisible();
    await expect(save).toBeDisabled();
  });
  await expect(price).toHaveValue('599');
  await save.click();
  await expect.poll(() => dialogs).toContain('Product updated successfully');
  await expect.poll(async () => (await stored())[0]?.numericPrice).toBe(599);

  const removed = await request.post(`/api/admin/delete-product/${product?._id}`, { headers: auth });
  expect(removed.ok()).toBe(true);
});

test('the login form keeps what was typed through a blip and signs in afterwards', async ({ page }) => {
  await page.goto('/admin/login');
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password', { exact: true });
  const login = page.getByRole('button', { name: 'Login' });
  await email.fill(E2E_ADMIN.email);
  await password.fill(E2E_ADMIN.password);
  await blip(page, 1_000, async () => {
    await expect(login).toBeDisabled();
  });
  await expect(email).toHaveValue(E2E_ADMIN.email);
  await expect(password).toHaveValue(E2E_ADMIN.password);
  await login.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('a 2 s blip keeps an open confirmation dialog, which then sends; a packing scan at 1 of 2 stays', async ({
  page,
  request,
}) => {
  const shopper = await signUpShopper(request);
  const [first, second] = await pickProducts(request, 2);
  if (!first || !second) throw new Error('two products expected');
  const statusOrder = await placeCodOrder(request, shopper, [{ productId: first._id, quantity: 1 }]);
  const packOrder = await placeCodOrder(request, shopper, [
    { productId: first._id, quantity: 2 },
    { productId: second._id, quantity: 1 },
  ]);
  const token = await adminToken(request);
  await logInAsAdmin(page);

  // The status dialog: open, offline 2 s, still open with its choice; sent once back online.
  await page.goto(`/admin/order/${statusOrder._id}`);
  await expect(page.getByTestId('order-status')).toHaveText('Placed');
  await select(page, 'Order status').click();
  await page.getByRole('option', { name: 'Processing', exact: true }).click();
  await page.getByRole('button', { name: 'Update status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change status to Processing?' });
  const change = dialog.getByRole('button', { name: 'Change to Processing' });
  await blip(page, 2_000, async () => {
    await expect(dialog).toBeVisible();
    await expect(change).toBeDisabled();
    await expect(dialog.getByTestId('admin-offline-note')).toBeVisible();
  });
  await expect(dialog).toBeVisible();
  await change.click();
  await expect(page.getByText('Status set to Processing')).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Processing');
  expect((await adminGetOrder(request, token, statusOrder._id)).status).toBe('Processing');

  // The packing desk: one of two units scanned, offline 2 s, still one of two.
  await page.goto(`/admin/packing?order=${packOrder._id}`);
  await expect(page.getByRole('heading', { level: 2, name: `Order ${adminNumber(packOrder._id)}` })).toBeVisible();
  const code = page.getByRole('textbox', { name: 'Article code' });
  const firstItem = page
    .getByTestId('packing-item')
    .filter({ has: page.getByText(first.articleCode, { exact: true }) });
  const packed = page.getByRole('button', { name: 'Packed', exact: true });
  await code.fill(first.articleCode);
  await code.press('Enter');
  await expect(firstItem).toContainText('1 of 2');
  await blip(page, 2_000, async () => {
    await expect(firstItem).toContainText('1 of 2');
    // Scanning is local: it goes on offline; Packed waits for the connection.
    await code.fill(second.articleCode);
    await code.press('Enter');
    await expect(packed).toBeDisabled();
  });
  await expect(firstItem).toContainText('1 of 2');
  await code.fill(first.articleCode);
  await code.press('Enter');
  await expect(firstItem).toContainText('2 of 2');
  await expect(packed).toBeEnabled();
  await packed.click();
  await expect(page.getByText(`Order ${adminNumber(packOrder._id)} packed`)).toBeVisible();
  await expect.poll(async () => (await adminGetOrder(request, token, packOrder._id)).status).toBe('Processing');

  // Leave the desk through the menu so the next claim is let go; tidy up both orders.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  for (const order of [statusOrder, packOrder]) await adminSetStatus(request, token, order._id, 'Canceled');
});

test('a failed orders request says so with Retry, never "No orders in this tab"; Retry shows the orders', async ({
  page,
  request,
}) => {
  const shopper = await signUpShopper(request);
  const [product] = await pickProducts(request, 1);
  const order = await placeCodOrder(request, shopper, [{ productId: product?._id ?? '', quantity: 1 }]);
  await logInAsAdmin(page);

  await page.route('**/api/admin/get-orders?**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: 'The database is not answering' }),
    }),
  );
  await page.goto('/admin/orders?tab=all&page=1');
  const failure = page.getByTestId('load-failure');
  await expect(failure).toContainText('The orders could not be loaded');
  await expect(failure).toContainText('The database is not answering');
  await expect(page.getByText('No orders in this tab.')).toHaveCount(0);
  await expect(page.getByTestId('admin-order-row')).toHaveCount(0);

  await page.unroute('**/api/admin/get-orders?**');
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(failure).toBeHidden();
  await expect(page.getByRole('link', { name: adminNumber(order._id), exact: true })).toBeVisible();

  await adminSetStatus(request, await adminToken(request), order._id, 'Canceled');
});

test('an order changed by another tablet is shown changed before staff act on it', async ({ page, request }) => {
  const shopper = await signUpShopper(request);
  const [product] = await pickProducts(request, 1);
  const order = await placeCodOrder(request, shopper, [{ productId: product?._id ?? '', quantity: 1 }]);
  const token = await adminToken(request);
  await logInAsAdmin(page);
  await page.goto(`/admin/order/${order._id}`);
  const status = page.getByTestId('order-status');
  const notice = page.getByTestId('order-changed-notice');
  await expect(status).toHaveText('Placed');

  // Staff open "Processing"; meanwhile another tablet ships the order. Confirming re-reads it
  // first: nothing is sent, and the page shows what the order is now.
  await select(page, 'Order status').click();
  await page.getByRole('option', { name: 'Processing', exact: true }).click();
  await page.getByRole('button', { name: 'Update status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change status to Processing?' });
  await expect(dialog).toBeVisible();
  await adminShipByHand(request, token, order._id);
  await dialog.getByRole('button', { name: 'Change to Processing' }).click();
  await expect(dialog).toBeHidden();
  await expect(status).toHaveText('Shipped');
  await expect(notice).toContainText('This order was changed on another device: now Shipped');
  const afterDialog = await adminGetOrder(request, token, order._id);
  expect(afterDialog.status).toBe('Shipped');
  expect(afterDialog.timeline?.map((event) => event.summary).join('\n')).not.toContain('→ Processing');

  // Another tablet delivers it while this page sits open; the tab comes back into view.
  await notice.getByRole('button', { name: 'Close the notice' }).click();
  await expect(notice).toBeHidden();
  await adminSetStatus(request, token, order._id, 'Delivered');
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(status).toHaveText('Delivered');
  await expect(notice).toContainText('This order was changed on another device: now Delivered');
  // The timeline reads to the second, oldest first.
  const times = await page
    .getByTestId('order-timeline')
    .getByText(/\d{1,2} \w{3} \d{4}, \d{2}:\d{2}:\d{2}/)
    .allTextContents();
  expect(times.length).toBeGreaterThanOrEqual(3);
  const instants = times.map((text) => Date.parse(text.split(' · ')[0]?.replace(',', '') ?? ''));
  expect(instants.every((instant) => !Number.isNaN(instant))).toBe(true);
  expect(instants).toEqual([...instants].sort((a, b) => a - b));
});

test('a change the server refuses (409) is said with its reason on the re-read page', async ({ page, request }) => {
  const shopper = await signUpShopper(request);
  const [product] = await pickProducts(request, 1);
  const order = await placeCodOrder(request, shopper, [{ productId: product?._id ?? '', quantity: 1 }]);
  const token = await adminToken(request);
  const stale = await adminGetOrder(request, token, order._id);
  await logInAsAdmin(page);
  await page.goto(`/admin/order/${order._id}`);
  await expect(page.getByTestId('order-status')).toHaveText('Placed');

  await select(page, 'Order status').click();
  await page.getByRole('option', { name: 'Processing', exact: true }).click();
  await page.getByRole('button', { name: 'Update status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change status to Processing?' });
  await expect(dialog).toBeVisible();
  // Another tablet cancels; the dialog's re-read is answered with the order as it was (the
  // change lands between that read and the send), so only the server's lifecycle can refuse.
  await adminSetStatus(request, token, order._id, 'Canceled');
  let staleAnswers = 1;
  await page.route(`**/api/admin/get-order/${order._id}`, (route) =>
    staleAnswers-- > 0
      ? route.fulfill({ contentType: 'application/json', body: JSON.stringify({ success: true, data: stale }) })
      : route.fallback(),
  );
  const refused = lifecycleMessages.notAllowed('Cancelled', 'Processing');
  const sent = page.waitForResponse((response) => response.url().includes(`/api/admin/edit-status/${order._id}`));
  await dialog.getByRole('button', { name: 'Change to Processing' }).click();
  expect((await sent).status()).toBe(409);
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('order-changed-notice')).toContainText(`Not changed: ${refused}`);
  await expect(page.getByTestId('order-changed-notice')).toContainText(
    'This order was changed on another device: now Cancelled',
  );
  expect((await adminGetOrder(request, token, order._id)).status).toBe('Canceled');
});
