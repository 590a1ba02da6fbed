import { expect, type Page } from '@playwright/test';

/** Opens /checkout and fills steps 1-2 with a new address (a new shopper has none). */
export async function fillInformationAndAddress(page: Page): Promise<void> {
  await page.goto('/checkout');
  await expect(page.getByRole('button', { name: 'Fill Details to Proceed' })).toBeDisabled();
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  const save = page.getByRole('button', { name: 'Save and Continue' });
  await expect(save).toBeDisabled();
  await fillNewAddress(page);
  await save.click();
}

/** The new address form of step 2, filled (12, MG Road, Kolkata). */
export async function fillNewAddress(page: Page): Promise<void> {
  await page.getByLabel('House number').fill('12');
  await page.getByLabel('Address (area)').fill('MG Road');
  await page.getByLabel('City').fill('Kolkata');
  await page.getByLabel('Pincode').fill('700001');
  await page.getByLabel('State').fill('West Bengal');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('9876543210');
}

/** Fills steps 1-3 and picks the payment option. */
export async function fillCheckout(page: Page, payment: 'Online' | 'COD'): Promise<void> {
  await fillInformationAndAddress(page);
  const phone = page.getByLabel('Phone number for delivery');
  await phone.fill('12345');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter a valid phone number (10 digits)')).toBeVisible();
  await phone.fill('9876543210');
  await expect(page.getByText('Please enter a valid phone number (10 digits)')).toBeHidden();
  await page.getByRole('button', { name: 'Continue' }).click();

  if (payment === 'COD') await page.getByLabel('Cash on delivery').check();
}
