import { expect, type Page, test } from '@playwright/test';
import type { Product } from '../../contract/product';
import { failOnCspViolations } from './support/csp-violations';

// The JSON-LD and the catalogue data block in the HTML must not trip the shell's CSP.
failOnCspViolations();

/** No catalogue request reaches the server: whatever the page shows came with the HTML. */
async function blockCatalogueApi(page: Page): Promise<string[]> {
  const blocked: string[] = [];
  await page.route('**/api/products/data/**', (route) => {
    blocked.push(route.request().url());
    return route.abort();
  });
  return blocked;
}

async function catalogue(request: import('@playwright/test').APIRequestContext, path: string) {
  const response = await request.get(`/api/products/data/${path}`);
  return ((await response.json()) as { data: Product[] }).data;
}

test('home shows the real bestsellers and their prices from the HTML, without the API', async ({ page, request }) => {
  const bestsellers = (await catalogue(request, 'all-products')).filter((product) => product.featured).slice(0, 4);
  expect(bestsellers.length).toBeGreaterThan(0);
  const blocked = await blockCatalogueApi(page);

  await page.goto('/');
  for (const product of bestsellers) {
    const card = page.getByRole('link', { name: new RegExp(product.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    await expect(card.first()).toBeVisible();
    await expect(card.first().getByTestId('price')).toHaveText(product.price);
  }
  expect(blocked).toEqual([]);
});

test('a product page opens from the HTML without the API, with its head for crawlers', async ({ page, request }) => {
  const [product] = (await catalogue(request, 'products')).filter((item) => /^JX-/.test(item.articleCode));
  if (!product) throw new Error('the demo catalogue is empty');
  const blocked = await blockCatalogueApi(page);

  await page.goto(`/productpage/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await expect(page.getByTestId('price').first()).toHaveText(product.price);
  await expect(page).toHaveTitle(`Jutexx | ${product.title}`);
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/productpage/${product.slug}$`),
  );
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({ '@type': 'Product', name: product.title, offers: { priceCurrency: 'INR' } });
  // The product itself came with the HTML; only the lists further down ('Others also bought') ask.
  expect(blocked.filter((url) => url.includes('/item/'))).toEqual([]);

  // Elsewhere, the product's canonical URL and JSON-LD are gone: no page describes another.
  await page.unrouteAll();
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
});

test('a listing and a product page go from the first screen in the HTML straight to the page, never a spinner', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    const seen = { spinner: false };
    (window as unknown as { firstPaintSeen: typeof seen }).firstPaintSeen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[role="status"] [aria-label="Loading…"]')) seen.spinner = true;
    }).observe(document, { subtree: true, childList: true });
  });
  const spinnerSeen = () =>
    page.evaluate(() => (window as unknown as { firstPaintSeen: { spinner: boolean } }).firstPaintSeen.spinner);

  await page.goto('/store/products');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  expect(await spinnerSeen()).toBe(false);

  const [product] = (await catalogue(request, 'products')).filter((item) => /^JX-/.test(item.articleCode));
  if (!product) throw new Error('the demo catalogue is empty');
  await page.goto(`/productpage/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  expect(await spinnerSeen()).toBe(false);
});
