import { expect as baseExpect, test } from '@playwright/test';
import { logInAsAdmin } from './support/admin-session';
import { adminSetStatus, adminToken, pickProducts, placeCodOrder, signUpShopper } from './support/shop-api';

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
  await adminSetStatus(request, admin, order._id, 'Delivered');
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

  await page
    .getByRole('textbox', { name: /status/i })
    .or(page.locator('.mantine-Select-input'))
    .first()
    .click();
  await page.getByRole('option', { name: 'Approved / Return Approved' }).click();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Return Approved', { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Request Pickup' }).click();
  await expect(page.getByText('Pickup Scheduled').first()).toBeVisible();

  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Process Refund' }).click();
  await expect.poll(() => alerts).toContain('Refund processed successfully');

  // The shopper sees the change.
  await page.goto(`/order/${order._id}`);
  await expect(page.getByText('Refunded').first()).toBeVisible();
});
