import { expect, test } from '@playwright/test';
import { favouritesMessages } from '../../contract/favourites';
import type { Product } from '../../contract/product';
import { purchaseMessages, shareMessages } from '../../contract/purchase-messages';
import { holdTheApp } from './support/held-app';
import { signUpShopper } from './support/shop-api';
import { outboxCount, serverBag, signInWithToken } from './support/shopper-page';

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

// docs/decisions/368: the written product page is whole: 'add to bag', share, the thumbnails.
test("signed in, a written product page's 'add to bag' shows it in the bag at once, and the app adds it once", async ({
  page,
  request,
}) => {
  const shopper = await signUpShopper(request);
  await signInWithToken(page, shopper);
  const sent: string[] = [];
  page.on('requestfinished', (finished) => {
    if (finished.method() !== 'GET' && finished.url().includes('/api/cart/')) sent.push(finished.url());
  });
  const all = ((await (await request.get('/api/products/data/all-products')).json()) as { data: Product[] }).data;
  const product = all.find((candidate) => candidate.inventory >= 10 && candidate.image.length > 1);
  if (!product) throw new Error('no product with stock and pictures');

  const release = await holdTheApp(page);
  await page.goto(`/productpage/${product.slug}`);
  const written = page.locator(WRITTEN);
  // A thumbnail shows its picture in the main frame.
  const main = written.locator('.fs-gallery-main img');
  const first = await main.getAttribute('src');
  await written.getByRole('button', { name: 'Show picture 2' }).tap();
  await expect(written.getByRole('button', { name: 'Show picture 2' })).toHaveAttribute('aria-pressed', 'true');
  await expect(main).not.toHaveAttribute('src', first ?? '');
  // Two, added: the panel the app shows for a product in the bag, with the quantity chosen.
  await written.getByRole('combobox', { name: 'Quantity' }).selectOption('2');
  await written.getByRole('button', { name: /add to bag/i }).tap();
  await expect(written.getByRole('status').filter({ hasText: purchaseMessages.inBag })).toBeVisible();
  await expect(written.getByRole('combobox', { name: purchaseMessages.quantityInBag })).toHaveValue('2');
  await expect(written.getByRole('button', { name: /add to bag/i })).toBeHidden();
  // Changed there to three before the app has come: kept with the add.
  await written.getByRole('combobox', { name: purchaseMessages.quantityInBag }).selectOption('3');
  expect(sent).toEqual([]); // kept for the app: nothing sent before it
  // The app's page, once shown, never offers 'add to bag' again for it (no flash back).
  await page.evaluate(() => {
    const seen = window as unknown as { offeredAdd?: boolean };
    new MutationObserver(() => {
      const app = document.getElementById('main');
      const offered = [...(app?.querySelectorAll('button') ?? [])].some((button) =>
        /add to bag/i.test(button.textContent ?? ''),
      );
      if (offered && app?.checkVisibility({ visibilityProperty: true })) seen.offeredAdd = true;
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });

  release();
  await expect(written).toHaveCount(0);
  await expect(page.getByTestId('in-bag-label')).toHaveText(purchaseMessages.inBag);
  expect(await page.evaluate(() => (window as unknown as { offeredAdd?: boolean }).offeredAdd ?? false)).toBe(false);
  await expect(page.locator('#main').getByRole('combobox', { name: purchaseMessages.quantityInBag })).toHaveValue('3');
  await expect
    .poll(async () => (await serverBag(request, shopper)).map((line) => [line.productId, line.quantity]))
    .toEqual([[product._id, 3]]);
  await expect.poll(() => outboxCount(page)).toBe(0);
  await expect.poll(() => sent.length).toBe(1);
  expect(await page.evaluate(() => sessionStorage.getItem('jutexx.written-adds'))).toBeNull();
});

test("signed out, a written product page's 'add to bag' says to sign in; share copies the link", async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const all = ((await (await request.get('/api/products/data/all-products')).json()) as { data: Product[] }).data;
  const product = all.find((candidate) => candidate.inventory > 0);
  if (!product) throw new Error('no product in stock');
  const release = await holdTheApp(page);
  await page.goto(`/productpage/${product.slug}`);
  const written = page.locator(WRITTEN);
  // Share: no share sheet in this browser, so the link is copied and the app's message shown.
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await written.getByRole('button', { name: 'Share' }).tap();
  await expect(page.getByRole('status').filter({ hasText: shareMessages.copied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/productpage/${product.slug}$`),
  );
  await written.getByRole('button', { name: /add to bag/i }).tap();
  await expect(page.getByRole('status').filter({ hasText: purchaseMessages.loginFirst })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  release();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
});

test('a quantity chosen on the written product page is kept when the app takes over', async ({ page, request }) => {
  const all = ((await (await request.get('/api/products/data/all-products')).json()) as { data: Product[] }).data;
  const product = all.find((candidate) => candidate.inventory >= 10);
  if (!product) throw new Error('no product with stock');
  const release = await holdTheApp(page);
  await page.goto(`/productpage/${product.slug}`);
  const written = page.locator(WRITTEN);
  await written.getByRole('combobox', { name: 'Quantity', exact: true }).selectOption('3');
  release();
  await expect(written).toHaveCount(0);
  await expect(page.locator('#main').getByRole('combobox', { name: 'Quantity', exact: true })).toHaveValue('3');
});
