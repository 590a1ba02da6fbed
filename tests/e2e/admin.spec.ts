import { test } from '@playwright/test';
import { messages } from '../../contract/messages';
import { adminNumber, expect, navLink, select, TABLET_LANDSCAPE } from './support/admin-page';
import { logInAsAdmin } from './support/admin-session';
import {
  adminDashboard,
  adminGetOrder,
  adminSetStatus,
  adminToken,
  pickProducts,
  placeCodOrder,
  signUpShopper,
} from './support/shop-api';

// The back office's orders: the guard, the dashboard, the order tabs and an order's detail
// page.
// On the suite's shared server every test makes its own shopper and order, and never relies
// on global counts.
test.use({ viewport: TABLET_LANDSCAPE });
test.describe.configure({ timeout: 180_000 });

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
  // 'Orders to fulfil' lists the five that have waited longest. On the shared server other
  // tests' orders are usually ahead of ours, so the card is checked against the server's five,
  // in its order (ours among them once it is one of the oldest); both change while other tests
  // run, so the two are read again until they agree.
  const token = await adminToken(request);
  const toFulfil = page.getByRole('heading', { name: 'Orders to fulfil' }).locator('xpath=..');
  await expect(async () => {
    await page.reload();
    const waiting = (await adminDashboard(request, token)).toFulfil.map((one) => adminNumber(one._id));
    expect(waiting.length).toBeGreaterThan(0);
    await expect(toFulfil.getByRole('link')).toHaveText(waiting, { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByTestId('count-Customers')).toHaveText(/^\d+$/);
  // The three counts' cards are one row of one height, though the cash card has a line more.
  const cards = ['Customers', 'Open returns', 'Cash to remit'].map((label) =>
    page.getByTestId(`count-${label}`).locator('xpath=..'),
  );
  const boxes = await Promise.all(cards.map((card) => card.boundingBox()));
  expect(new Set(boxes.map((box) => `${Math.round(box?.y ?? -1)}:${Math.round(box?.height ?? -1)}`)).size).toBe(1);

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

  // ShipRocket (sandbox): a courier that collects cash is pre-selected for this COD order; the
  // booking shows its ids and AWB; still Processing.
  await page.getByRole('button', { name: 'ShipRocket', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'ShipRocket' });
  await expect(dialog).toBeVisible();
  const chosen = dialog.getByRole('radio', { checked: true });
  await expect(chosen).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /India Post/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Create ShipRocket order' }).click();
  const ids = dialog.getByTestId('shiprocket-ids');
  await expect(ids).toHaveText(/^ShipRocket order ID: \S+ · Shipment ID: \S+ · Courier: .+/);
  await expect(dialog.getByTestId('shipment-state')).toContainText('Booked, waiting for the courier');
  await expect(dialog.getByRole('button', { name: 'Create ShipRocket order' })).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Print label' })).toBeEnabled();
  await expect(dialog.getByRole('button', { name: 'Open ShipRocket invoice' })).toBeEnabled();
  await expect(status).toHaveText('Processing');

  // Couriers for the route.
  await dialog.getByRole('button', { name: 'Show couriers' }).click();
  await expect(dialog.getByRole('columnheader', { name: 'Courier' })).toBeVisible();
  await expect(dialog.getByRole('row').nth(1)).toBeVisible();
  expect(await dialog.getByRole('row').count()).toBeGreaterThan(1);
  // Rates are rupees, as everywhere else ('Rs.143.80', never '143.8').
  await expect(dialog.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(/^Rs\.[\d,]+\.\d\d$/);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const booked = await adminGetOrder(request, await adminToken(request), order._id);
  expect(booked.shipRocketOrderId).toBeTruthy();
  await expect(page.getByText(`ShipRocket order: ${booked.shipRocketOrderId}`)).toBeVisible();

  // Tracking: the booked shipment's AWB is shown, and changes only by cancelling and rebooking.
  await expect(page.getByText(`Tracking (AWB): ${booked.tracking}`)).toBeVisible();
  await expect(page.getByTestId('tracking-of-booking')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Tracking (AWB)' })).toHaveCount(0);
  // A booked order cannot be booked again.
  await page.getByRole('button', { name: 'ShipRocket', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Create ShipRocket order' })).toBeHidden();
  await page.keyboard.press('Escape');

  // Tidy up: the booking is cancelled with the courier, then the order.
  const tidy = await request.post(`/api/admin/edit-status/${order._id}`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { newStatus: 'Canceled' },
  });
  expect(tidy.ok(), await tidy.text()).toBe(true);
});
