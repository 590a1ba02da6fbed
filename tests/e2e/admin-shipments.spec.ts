import { test } from '@playwright/test';
import type { TrackingData } from '../../server/integrations/shiprocket/shipping-gateway';
import { expect, select, TABLET_LANDSCAPE } from './support/admin-page';
import { logInAsAdmin } from './support/admin-session';
import {
  adminDeliver,
  adminGetOrder,
  adminSetStatus,
  adminToken,
  pickProducts,
  placeCodOrder,
  signUpShopper,
  uniqueSuffix,
} from './support/shop-api';

// The physical flows around an order at the packing desk's tablet (docs/decisions/190, 191):
// a booked shipment is cancelled with the courier before its order, and the cash a courier
// collected is recorded when it is remitted.
test.use({ viewport: TABLET_LANDSCAPE });
test.describe.configure({ timeout: 180_000 });

test('cancelling a booked order cancels its shipment with the courier first', async ({ page, request }) => {
  const shopper = await signUpShopper(request);
  const [product] = await pickProducts(request, 1);
  const order = await placeCodOrder(request, shopper, [{ productId: product?._id ?? '', quantity: 1 }]);
  const admin = await adminToken(request);
  // Packed at the desk (Processing), then booked here.
  await adminSetStatus(request, admin, order._id, 'Processing');

  await logInAsAdmin(page);
  await page.goto(`/admin/order/${order._id}`);
  const status = page.getByTestId('order-status');
  await expect(status).toHaveText('Processing');
  await page.getByRole('button', { name: 'ShipRocket', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'ShipRocket' });
  await expect(dialog.getByRole('radio', { checked: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Create ShipRocket order' }).click();
  await expect(dialog.getByTestId('shipment-state')).toContainText('Booked, waiting for the courier');
  await page.screenshot({ path: '/tmp/e2e-shipment-booked.png' });
  await page.keyboard.press('Escape');
  const { tracking: awb } = await adminGetOrder(request, admin, order._id);

  await select(page, 'Order status').click();
  await page.getByRole('option', { name: 'Cancelled', exact: true }).click();
  await page.getByRole('button', { name: 'Update status' }).click();
  await page
    .getByRole('dialog', { name: 'Change status to Cancelled?' })
    .getByRole('button', { name: 'Change to Cancelled' })
    .click();
  await expect(status).toHaveText('Cancelled');
  const timeline = page.getByTestId('order-timeline');
  await expect(timeline).toContainText(`(AWB ${awb}) cancelled with the courier`);
  await expect(timeline).toContainText('Processing → Cancelled');
  await page.screenshot({ path: '/tmp/e2e-shipment-cancelled.png', fullPage: true });

  // What the server did: the shipment is cancelled at the courier, the order's AWB is cleared.
  const after = await adminGetOrder(request, admin, order._id);
  expect(after).toMatchObject({ status: 'Canceled', tracking: 'NA', shipRocketOrderId: null });
  expect(after.shipments?.map((shipment) => shipment.status)).toEqual(['cancelled']);
  const courier = await request.get(`/api/admin/tracking/${awb}`, { headers: { Authorization: `Bearer ${admin}` } });
  const data = ((await courier.json()) as { data: TrackingData }).data;
  expect(data.shipment_status).toBe(8);
});

test('a delivered COD order waits for the courier’s remittance, which staff record', async ({ page, request }) => {
  const shopper = await signUpShopper(request);
  const [product] = await pickProducts(request, 1);
  const order = await placeCodOrder(request, shopper, [{ productId: product?._id ?? '', quantity: 1 }]);
  const admin = await adminToken(request);
  await adminDeliver(request, admin, order._id);

  await logInAsAdmin(page);
  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('count-Cash to remit')).toHaveText(/^[1-9]\d*$/);
  await page.goto(`/admin/order/${order._id}`);
  await expect(page.getByTestId('order-status')).toHaveText('Delivered');
  await expect(page.getByTestId('payment-state')).toHaveText('Delivered — cash to remit');
  const remittance = page.getByTestId('cod-remittance');
  await remittance.getByRole('button', { name: 'Record remittance' }).click();
  await expect(remittance.getByText('Enter the remittance reference (UTR)')).toBeVisible();
  const utr = `UTR${uniqueSuffix().toUpperCase()}`;
  await remittance.getByRole('textbox', { name: 'Remittance reference (UTR)' }).fill(utr);
  await page.screenshot({ path: '/tmp/e2e-cod-remittance.png', fullPage: true });
  await remittance.getByRole('button', { name: 'Record remittance' }).click();
  await expect(page.getByTestId('payment-state')).toHaveText('Paid');
  await expect(remittance).toBeHidden();
  await expect(page.getByTestId('order-timeline')).toContainText(
    `Cash on delivery remitted by the courier (reference ${utr})`,
  );

  const after = await adminGetOrder(request, admin, order._id);
  expect(after.paymentStatus).toBe('paid');
});
