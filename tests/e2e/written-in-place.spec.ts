import { expect, type Page, test } from '@playwright/test';
import { PROMISES } from '../../contract/constants';
import type { Product } from '../../contract/product';
import { holdTheApp } from './support/held-app';

// docs/decisions/304: the screen the server writes is placed as the app's page, so when the app
// takes it over (on Slow 3G, seconds after the shopper began reading) nothing on screen moves.
test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const WRITTEN = '#root > main:not(#main)';

/** Where each text is drawn inside `scope`, rounded to the pixel: x, y, width, height. */
async function placesOf(page: Page, scope: string, texts: string[]): Promise<Record<string, string>> {
  const places: Record<string, string> = {};
  for (const text of texts) {
    const box = await page.locator(scope).getByText(text, { exact: true }).first().boundingBox();
    places[text] = box ? [box.x, box.y, box.width, box.height].map(Math.round).join(',') : 'not drawn';
  }
  return places;
}

async function expectTakenOverInPlace(page: Page, path: string, texts: string[]) {
  const release = await holdTheApp(page);
  await page.goto(path);
  await expect(
    page
      .locator(WRITTEN)
      .getByText(texts[0] ?? '', { exact: true })
      .first(),
  ).toBeVisible();
  const written = await placesOf(page, WRITTEN, texts);
  release();
  await expect(page.locator(WRITTEN)).toHaveCount(0);
  await expect(
    page
      .locator('#main')
      .getByText(texts[0] ?? '', { exact: true })
      .first(),
  ).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await placesOf(page, '#main', texts)).toEqual(written);
}

test('home: the hero, the promises and the bestsellers stay where the written home drew them', async ({
  page,
  request,
}) => {
  const all = ((await (await request.get('/api/products/data/all-products')).json()) as { data: Product[] }).data;
  const bestseller = all.find((product) => product.featured);
  expect(bestseller).toBeDefined();
  await expectTakenOverInPlace(page, '/', [
    'From Nature For You',
    'Shop Now',
    PROMISES.home.delivery,
    PROMISES.home.returns,
    'Bestsellers',
    'View All Products',
    bestseller?.title ?? '',
    bestseller?.price ?? '',
  ]);
});
