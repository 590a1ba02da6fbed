import { expect, test } from '@playwright/test';
import { favouritesMessages } from '../../contract/favourites';
import type { Product } from '../../contract/product';
import { holdTheApp } from './support/held-app';
import { signUpShopper } from './support/shop-api';
import { outboxCount, signInWithToken } from './support/shopper-page';

// docs/decisions/367: before the app's code has come (seconds on a slow first visit), the written
// first screen's hearts answer a tap as the app's do.
test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const WRITTEN = '#root > main:not(#main)';

test('signed out, a written heart says to sign in, opens sign-in, and signing in comes back to the page', async ({
  page,
  request,
}) => {
  const shopper = await signUpShopper(request);
  const all = ((await (await request.get('/api/products/data/all-products')).json()) as { data: Product[] }).data;
  const bestseller = all.find((product) => product.featured);
  if (!bestseller) throw new Error('no bestseller');
  const release = await holdTheApp(page);
  await page.goto('/');
  const written = page.locator(WRITTEN);
  await expect(written.getByText(bestseller.title, { exact: true }).first()).toBeVisible();
  await written.getByRole('button', { name: 'Add to favourites' }).first().tap();
  await expect(page.getByRole('status').filter({ hasText: favouritesMessages.loginFirst })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  release();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Back where the heart was tapped (decision 229), signed in.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Profile' }).first()).toBeVisible();
});

test('signed in, a written heart shows the tap at once, and the app stores and sends it once', async ({
  page,
  request,
}) => {
  const shopper = await signUpShopper(request);
  await signInWithToken(page, shopper);
  const sent: string[] = [];
  page.on('requestfinished', (finished) => {
    if (finished.method() === 'POST' && finished.url().includes('/api/user/favourites/')) sent.push(finished.url());
  });
  const [found] = ((await (await request.get('/api/products/data/search/jute')).json()) as { data: Product[] }).data;
  if (!found) throw new Error('nothing found for jute');

  const release = await holdTheApp(page);
  await page.goto('/search?q=jute');
  const written = page.locator(WRITTEN);
  const card = written.locator('.fs-card').filter({ hasText: found.title }).first();
  await card.getByRole('button', { name: 'Add to favourites' }).tap();
  await expect(card.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
  expect(sent).toEqual([]); // kept for the app: nothing sent before it

  release();
  await expect(written).toHaveCount(0);
  const appCard = page
    .locator('#main')
    .getByTestId('product-card')
    .filter({ hasText: found.title })
    .first()
    .locator('..');
  await expect(appCard.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => {
      const answer = await request.get('/api/user/favourites', {
        headers: { Authorization: `Bearer ${shopper.token}` },
      });
      return ((await answer.json()) as { data: { productId: string }[] }).data.map((item) => item.productId);
    })
    .toEqual([found._id]);
  // Sent once: the outbox is empty and one request went.
  await expect.poll(() => outboxCount(page)).toBe(0);
  await expect.poll(() => sent.length).toBe(1);
  // Nothing is kept to be stored again on the next page.
  expect(await page.evaluate(() => sessionStorage.getItem('jutexx.written-taps'))).toBeNull();
});

test("a written listing's sort menu and a legacy type's filter answer before the app, as links", async ({
  page,
  request,
}) => {
  const listed = ((await (await request.get('/api/products/data/products')).json()) as { data: Product[] }).data;
  const cheapest = [...listed].sort((a, b) => a.numericPrice - b.numericPrice)[0];
  if (!cheapest) throw new Error('the listing is empty');
  const release = await holdTheApp(page);
  await page.goto('/store/products?type=coaster');
  const written = page.locator(WRITTEN);
  await written.getByRole('link', { name: 'Clear filter Coasters' }).tap();
  await expect(page).toHaveURL(/\/store\/products$/);
  // The menu closes on a tap elsewhere, as the app's does.
  await written.getByText('Sort: Recommended').tap();
  await expect(written.getByRole('link', { name: 'Price: Low to High' })).toBeVisible();
  await written.getByRole('heading', { level: 1 }).tap();
  await expect(written.getByRole('link', { name: 'Price: Low to High' })).toBeHidden();
  await written.getByText('Sort: Recommended').tap();
  await written.getByRole('link', { name: 'Price: Low to High' }).tap();
  await expect(page).toHaveURL(/\/store\/products\?sort=lowToHigh$/);
  // The server's page for that order, the cheapest first, the menu saying the order.
  await expect(written.locator('summary')).toHaveText(/^Sort: Price: Low to High/);
  await expect(written.locator('.fs-card-title').first()).toHaveText(cheapest.title);
  release();
  await expect(written).toHaveCount(0);
  await expect(page.locator('#main').getByRole('button', { name: /^Sort: Price: Low to High/ })).toBeVisible();
  await expect(page.locator('#main').getByTestId('product-title').first()).toHaveText(cheapest.title);
});
