import { expect, type Page } from '@playwright/test';
import { uniqueSuffix } from './shop-api';

/** A fresh shopper signs up through the form (which signs them in) and lands on /. */
export async function signUpInBrowser(page: Page, name: { first: string; last: string }): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('First name').fill(name.first);
  await page.getByLabel('Last name').fill(name.last);
  await page.getByLabel('Email').fill(`${name.first.toLowerCase()}.${uniqueSuffix()}@example.in`);
  await page.getByLabel('Phone number').fill('98765 43210');
  await page.getByLabel('Create Password').fill('jute-lover-1');
  await page.getByRole('button', { name: /sign up|create account|register/i }).click();
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible({ timeout: 25_000 });
}
