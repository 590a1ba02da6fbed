import { expect, test } from '@playwright/test';
import type { Order } from '../../contract/order';
import { orderNumber } from '../../contract/order-number';
import { waitForServiceWorker } from './support/service-worker';
import { adminGetOrder, adminToken, pickProducts, placeCodOrder, runJobNow, signUpShopper } from './support/shop-api';
import { signInWithToken } from './support/shopper-page';

// After the order (issue 12, docs/decisions/157-order-success-and-tracking.md): the success page
// names the order and its expected delivery; the order page keeps the parcel's timeline offline.
test.use({ viewport: { width: 390, height: 844 } });

test('the success page shows the order number (as on the orders list) and the expected delivery', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const shopper = await signUpShopper(request);
  const [product] = await pickProducts(request, 1);
  if (!product) throw new Error('no product');
  const added = await request.post(`/api/cart/add-to-cart/${product._id}`, {
    headers: { Authorization: `Bearer ${shopper.token}` },
    data: { quantity: 1 },
  });
  expect(added.ok()).toBe(true);
  await signInWithToken(page, shopper);
  await page.goto('/checkout');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByLabel('Address (area)').fill('MG Road');
  await page.getByLabel('City').fill('Kolkata');
  await page.getByLabel('Pincode').fill('700001');
  await page.getByLabel('State').fill('West Bengal');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('9876543210');
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await page.getByLabel('Phone number for delivery').fill('9876543210');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Cash on delivery').check();
  await page.getByRole('button', { name: 'Place Order (COD)' }).click();

  await expect(page).toHaveURL(/\/ordered_successfully$/);
  await expect(page.getByText('Order Successful!')).toBeVisible();
  const number = page.getByTestId('order-number');
  await expect(number).toHaveText(/^#[0-9a-f]{8}$/);
  await expect(page.getByTestId('delivery-window')).toHaveText(/^\w{3}, \d{1,2} \w{3} – \w{3}, \d{1,2} \w{3}$/);
  await expect(page.getByText('Delivery in 2-7 days').first()).toBeVisible();
  const shown = (await number.textContent()) ?? '';

  // A reload keeps it (the id is in the history entry).
  await page.reload();
  await expect(page.getByTestId('order-number')).toHaveText(shown);

  await page.getByRole('link', { name: 'View Order' }).click();
  await expect(page.getByRole('link', { name: `Order ${shown}` })).toBeVisible();
});

test("the order page shows the shipment's timeline with the courier's scans, also offline", async ({
  page,
  context,
  request,
}) => {
  const shopper = await signUpShopper(request);
  const [product] = await pickProducts(request, 1);
  if (!product) throw new Error('no product');
  const order = await placeCodOrder(request, shopper, [{ productId: product._id, quantity: 1 }]);
  const admin = await adminToken(request);
  // Booked straight from Placed: staff say they skip the packing desk (decision 190).
  const booked = await request.post(`/api/admin/orders/${order._id}/shiprocket`, {
    headers: { Authorization: `Bearer ${admin}` },
    data: { skipPacking: true },
  });
  expect(booked.ok(), await booked.text()).toBe(true);
  const scans = async (): Promise<string[]> =>
    ((await adminGetOrder(request, admin, order._id)) as Order).timeline
      ?.filter((event) => event.kind === 'shipment' && event.summary.startsWith('Courier:'))
      .map((event) => event.summary) ?? [];
  // The tracking job asks the courier once a minute; run now, it finds the pickup's first scan.
  await runJobNow(request, 'tracking-sync');
  const found = await scans();
  expect(found).not.toEqual([]);
  const [scan] = found;

  await signInWithToken(page, shopper);
  await page.goto(`/order/${order._id}`);
  await waitForServiceWorker(page);
  const heading = page.getByRole('heading', { level: 1, name: `Order #${orderNumber(order._id)}` });
  await expect(heading).toBeVisible();
  const timeline = page.getByTestId('shipment-timeline');
  await expect(page.getByRole('heading', { name: 'Shipment tracking' })).toBeVisible();
  await expect(timeline).toContainText('Shipment booked with');
  await expect(timeline).toContainText(scan ?? 'Courier:');

  await context.setOffline(true);
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(page.getByTestId('shipment-timeline')).toContainText(scan ?? 'Courier:');
});
