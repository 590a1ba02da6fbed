import { expect as baseExpect, type Page, test } from '@playwright/test';
import { priceMessages } from '../../contract/admin-products';
import { logInAsAdmin } from './support/admin-session';

// Issue 9: 'abc' made an active Rs.0.00 product and '-50' became 50. The Price fields now refuse
// both with the contract's message under the field, before anything is sent (docs/decisions/145).
// Nothing is saved here: the suite's catalogue is shared.
test.use({ viewport: { width: 1024, height: 768 } });
const expect = baseExpect.configure({ timeout: 25_000 });

function recordDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
}

test('the add-product Price field refuses a price that is not a positive number', async ({ page }) => {
  const dialogs = recordDialogs(page);
  await logInAsAdmin(page);
  await page.goto('/admin/add-products');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a product' })).toBeVisible();
  const price = page.getByRole('textbox', { name: /^Price/ });

  for (const typed of ['abc', '-50', '0']) {
    await price.fill(typed);
    await page.getByRole('button', { name: 'Add product' }).click();
    await expect(page.getByText(priceMessages.notPositive)).toBeVisible();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('summary-Price')).toHaveText('—');
  }
  await price.fill('12.345');
  await price.blur();
  await expect(page.getByText(priceMessages.tooManyDecimals)).toBeVisible();

  await price.fill('Rs.1,299.50');
  await price.blur();
  await expect(page.getByText(priceMessages.tooManyDecimals)).toBeHidden();
  await expect(price).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('summary-Price')).toHaveText('Rs.1,299.50');
  // Refused in the form: no upload started, no alert.
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('the edit dialog refuses a zero price under the field and saves nothing', async ({ page }) => {
  const dialogs = recordDialogs(page);
  await logInAsAdmin(page);
  await page.goto('/admin/view-products');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Edit' }) })
    .first();
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: /^Edit / });
  await expect(dialog).toBeVisible();
  const price = dialog.getByRole('textbox', { name: 'Price (Rs.)' });
  await price.fill('0');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(priceMessages.notPositive)).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(dialogs).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
