import { expect as baseExpect, test } from '@playwright/test';
import { logInAsAdmin } from './support/admin-session';
import { adminDeliver, adminToken, pickProducts, placeCodOrder, signUpShopper } from './support/shop-api';

// The returns desk runs on the staff tablet.
test.use({ viewport: { width: 1024, height: 768 } });
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 25_000 });

// A 1×1 PNG: a real image, checked by content on the server.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a shopper returns an item with a photo; the desk approves it, picks it up and refunds it', async ({
  page,
  request,
}) => {
  const shopper = await signUpShopper(request);
  const products = await pickProducts(request, 2);
  const order = await placeCodOrder(
    request,
    shopper,
    products.map((product) => ({ productId: product._id, quantity: 1 })),
  );
  const admin = await adminToken(request);
  await adminDeliver(request, admin, order._id);
  const [returned] = products;
  if (!returned) throw new Error('no product to return');

  // The shopper: order page → Return → the four steps.
  await page.goto('/');
  await page.evaluate((token) => localStorage.setItem('accessToken', token), shopper.token);
  await page.goto(`/order/${order._id}`);
  await page.getByRole('link', { name: 'Return' }).click();
  await expect(page).toHaveURL(new RegExp(`/return/${order._id}$`));
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await page.getByLabel(returned.title).check();
  await next.click();
  await expect(next).toBeDisabled();
  await page.getByLabel('Damaged or defective product').check();
  await next.click();
  await expect(page.getByText('Please upload an image of the product issue')).toBeVisible();
  await page.getByLabel('Describe the problem').fill('The handle came off on the first day.');
  await expect(next).toBeDisabled();
  await page.locator('input[type=file]').setInputFiles({ name: 'issue.png', mimeType: 'image/png', buffer: PHOTO });
  await next.click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Return Request Submitted')).toBeVisible();

  // The desk: find it by the customer's name, approve, request pickup, refund.
  await logInAsAdmin(page);
  await page.goto('/admin/returns');
  await page.getByPlaceholder('Search returns by ID, order, product or customer').fill(shopper.lastName);
  const row = page.getByTestId('admin-return-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`#${order._id.slice(-6)}`);
  await row.getByRole('link').first().click();
  await expect(page.getByText('Status Management')).toBeVisible();

  // Each change asks first and says what it will do (docs/decisions/141).
  await page
    .getByRole('combobox', { name: /status/i })
    .or(page.getByRole('textbox', { name: /status/i }))
    .first()
    .click();
  await expect(page.getByRole('option', { name: 'Refunded / Refunded' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Approved / Return Approved' }).click();
  await page.getByRole('button', { name: 'Update' }).click();
  const confirmStatus = page.getByRole('dialog', { name: "Change the return's status" });
  await expect(confirmStatus).toContainText('The customer is e-mailed about the change.');
  await confirmStatus.getByRole('button', { name: 'Set Approved' }).click();
  await expect(page.getByText('Return Approved', { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Request Pickup' }).click();
  await page.getByRole('dialog', { name: 'Request pickup' }).getByRole('button', { name: 'Book the pickup' }).click();
  await expect(page.getByText('Pickup Scheduled').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request Pickup' })).toHaveCount(0);

  // A cash-on-delivery refund: staff record how the money went back (tests/e2e/refunds.spec.ts
  // covers the online one).
  await page.getByRole('button', { name: 'Process Refund' }).click();
  const refund = page.getByRole('dialog', { name: 'Process refund' });
  await refund
    .getByRole('combobox', { name: 'Refund method' })
    .or(refund.getByRole('textbox', { name: 'Refund method' }))
    .first()
    .click();
  await page.getByRole('option', { name: 'Cash' }).click();
  await refund.getByRole('textbox', { name: 'Reference' }).fill('Receipt 17');
  await refund.getByRole('button', { name: /^Refund Rs\./ }).click();
  await expect(page.getByTestId('return-notice')).toContainText('Refund processed successfully');

  // The shopper sees the change.
  await page.goto(`/order/${order._id}`);
  await expect(page.getByText('Refunded').first()).toBeVisible();
});
