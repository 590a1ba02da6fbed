import { expect, test } from '@playwright/test';
import { signUpShopper } from './support/shop-api';

test('sign up shows the first validation error, then succeeds and shows Profile', async ({ page }) => {
  await page.goto('/signup');
  await expect(page).toHaveTitle(/^Jutexx.*Signup/);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  await page.getByLabel('Last name').fill('Sharma');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: /sign up|create account|register/i }).click();
  // The spec checks fields in order: the first name comes first.
  await expect(page.getByText('First name is required')).toBeVisible();

  await page.getByLabel('First name').fill('Asha');
  await page.getByRole('button', { name: /sign up|create account|register/i }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  const email = `asha.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('98765 43210');
  await page.getByLabel('Create Password').fill('jute-lover-1');
  await page.getByRole('button', { name: /sign up|create account|register/i }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();

  // The session survives a reload.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
});

test('sign in with a wrong password shows the server message', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle(/^Jutexx.*Login/);
  await page.getByLabel('Email').fill('nobody@example.in');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await expect(page.getByText('Incorrect email or password')).toBeVisible();
});

test('a visitor pressing add to bag is asked to sign in and sent to /login', async ({ page }) => {
  await page.goto('/store/products');
  await page.getByTestId('product-card').first().click();
  await expect(page).toHaveURL(/\/productpage\//);
  await page.getByRole('button', { name: /add to bag/i }).click();
  await expect(page.getByText('Please login first to add items to cart')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
});

test('a shopper edits the profile and the change is kept', async ({ page, request }) => {
  const shopper = await signUpShopper(request);
  await page.goto('/');
  await page.evaluate((token) => localStorage.setItem('accessToken', token), shopper.token);
  // Opened at once, before this device has mirrored who the token belongs to: the page waits
  // for the session check instead of sending the shopper home.
  await page.goto('/profile');
  await expect(page.getByText(shopper.firstName).first()).toBeVisible();
  await page.getByRole('button', { name: /edit profile/i }).click();
  const renamed = `${shopper.lastName}-Sen`;
  await page.getByLabel(/last name/i).fill(renamed);
  await page.getByRole('button', { name: /save/i }).click();
  // The form closes once the answer is stored on the device too.
  await expect(page.getByRole('button', { name: /save/i })).toHaveCount(0);

  await expect
    .poll(async () => {
      const answer = await request.get('/api/user/profile', { headers: { Authorization: `Bearer ${shopper.token}` } });
      return ((await answer.json()) as { data: { lastName: string } }).data.lastName;
    })
    .toBe(renamed);
  await page.reload();
  await page.getByRole('button', { name: /edit profile/i }).click();
  await expect(page.getByLabel(/last name/i)).toHaveValue(renamed);
});
