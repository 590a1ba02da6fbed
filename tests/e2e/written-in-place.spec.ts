import { expect, type Locator, type Page, test } from '@playwright/test';
import { EMPTY_BAG, PROMISES } from '../../contract/constants';
import type { Product } from '../../contract/product';
import { holdTheApp } from './support/held-app';

// docs/decisions/304: the screen the server writes is placed as the app's page, so when the app
// takes it over (on Slow 3G, seconds after the shopper began reading) nothing on screen moves.
test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const WRITTEN = '#root > main:not(#main)';

/** What to find in the page, by what the shopper sees: a text, or a part found another way. */
type Part = string | { name: string; find: (scope: Locator) => Locator };

const nameOf = (part: Part) => (typeof part === 'string' ? part : part.name);
const find = (scope: Locator, part: Part) =>
  typeof part === 'string' ? scope.getByText(part, { exact: true }).first() : part.find(scope);

/** Where each part is drawn inside `scope`, rounded to the pixel: x, y, width, height. */
async function placesOf(page: Page, scope: string, parts: Part[]): Promise<Record<string, string>> {
  const places: Record<string, string> = {};
  for (const part of parts) {
    // Measured again while it reads no box: an element the app replaces by its finished self just
    // after the take-over (the sort button by the sort menu's own, same place: decision 290) can
    // be found and then be gone when measured. A part never drawn stays 'not drawn'.
    let box = null as Awaited<ReturnType<Locator['boundingBox']>>;
    const measure = async () => (box = await find(page.locator(scope), part).boundingBox());
    await expect
      .poll(measure, { timeout: 2_000 })
      .not.toBeNull()
      .catch(() => undefined);
    places[nameOf(part)] = box ? [box.x, box.y, box.width, box.height].map(Math.round).join(',') : 'not drawn';
  }
  return places;
}

async function expectTakenOverInPlace(page: Page, path: string, parts: Part[]) {
  const [first = ''] = parts;
  const release = await holdTheApp(page);
  await page.goto(path);
  await expect(find(page.locator(WRITTEN), first)).toBeVisible();
  const written = await placesOf(page, WRITTEN, parts);
  release();
  await expect(page.locator(WRITTEN)).toHaveCount(0);
  await expect(find(page.locator('#main'), first)).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await placesOf(page, '#main', parts)).toEqual(written);
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
    { name: 'first heart', find: (scope) => scope.getByRole('button', { name: 'Add to favourites' }).first() },
  ]);
});

for (const width of [390, 1280]) {
  test(`a product page at ${width} px: the trail, the picture, the head and the purchase panel stay where the written page drew them`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const all = ((await (await request.get('/api/products/data/all-products')).json()) as { data: Product[] }).data;
    // A product with several pictures (the thumbnails' row), a selling attribute under its price,
    // colours and other versions (decision 368: the written page draws the whole panel).
    const product = all.find(
      (candidate) =>
        candidate.image.length > 1 &&
        candidate.sellingAttribute !== 'Default' &&
        candidate.swatches.length > 1 &&
        candidate.variants.length > 0 &&
        candidate.inventory > 0,
    );
    expect(product).toBeDefined();
    if (!product) return;
    await expectTakenOverInPlace(page, `/productpage/${product.slug}`, [
      { name: 'title', find: (scope) => scope.getByRole('heading', { level: 1 }) },
      'Home',
      'Products',
      { name: 'main picture', find: (scope) => scope.locator('img').first() },
      { name: 'last thumbnail', find: (scope) => scope.locator('.fs-thumb').last() },
      product.price,
      product.sellingAttribute,
      { name: 'first heart', find: (scope) => scope.getByRole('button', { name: 'Add to favourites' }).first() },
      { name: 'share', find: (scope) => scope.getByRole('button', { name: 'Share' }) },
      { name: 'colours', find: (scope) => scope.getByText(/^Colour: /) },
      { name: 'last colour', find: (scope) => scope.locator('.fs-swatch-target').last() },
      'Also available',
      { name: 'other version', find: (scope) => scope.locator('.fs-variant').first() },
      { name: 'quantity', find: (scope) => scope.getByRole('combobox', { name: 'Quantity' }) },
      { name: 'add to bag', find: (scope) => scope.getByRole('button', { name: /add to bag/i }) },
      { name: 'description', find: (scope) => scope.locator('summary').first() },
      { name: 'information', find: (scope) => scope.getByText('Article code') },
    ]);
  });
}

for (const width of [390, 1280]) {
  test(`a listing at ${width} px: the banner, the type filters and the cards stay where the written listing drew them`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const listed = ((await (await request.get('/api/products/data/products')).json()) as { data: Product[] }).data;
    const [first, second, third] = listed;
    expect(third).toBeDefined();
    await expectTakenOverInPlace(page, '/store/products', [
      { name: 'title', find: (scope) => scope.getByRole('heading', { level: 1 }) },
      'Bowls, baskets and laundry bags, handwoven from natural jute.',
      { name: "banner's Laundry", find: (scope) => scope.locator('.fs-banner').getByText('Laundry', { exact: true }) },
      { name: "filters' View All", find: (scope) => scope.getByText('View All', { exact: true }) },
      { name: "filters' Baskets", find: (scope) => scope.locator('.fs-types').getByText('Baskets', { exact: true }) },
      { name: 'sort', find: (scope) => scope.locator('summary, button').filter({ hasText: /^Sort: Recommended/ }) },
      first?.title ?? '',
      second?.title ?? '',
      third?.title ?? '',
      first?.price ?? '',
      { name: 'first heart', find: (scope) => scope.getByRole('button', { name: 'Add to favourites' }).first() },
    ]);
  });
}

test('a listing filtered and sorted by its address: the written cards are the ones the app draws, in place', async ({
  page,
  request,
}) => {
  const listed = ((await (await request.get('/api/products/data/products')).json()) as { data: Product[] }).data;
  const bowls = listed
    .filter((product) => String(product.category).includes('bowl'))
    .sort((a, b) => a.numericPrice - b.numericPrice);
  const [first, second, third] = bowls;
  expect(third).toBeDefined();
  await expectTakenOverInPlace(page, '/store/products?type=bowl&sort=lowToHigh', [
    { name: 'title', find: (scope) => scope.getByRole('heading', { level: 1 }) },
    { name: "filters' Bowls", find: (scope) => scope.locator('.fs-types .fs-btn-filled') },
    {
      name: 'sort',
      find: (scope) => scope.locator('summary, button').filter({ hasText: /^Sort: Price: Low to High/ }),
    },
    first?.title ?? '',
    second?.title ?? '',
    third?.title ?? '',
    first?.price ?? '',
  ]);
  await expect(page.locator('#main .fs-types .fs-btn-filled')).toHaveText('Bowls');
});

for (const width of [390, 1280]) {
  test(`a searched page at ${width} px: the field, the count and the first cards stay where the written page drew them`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const found = ((await (await request.get('/api/products/data/search/jute')).json()) as { data: Product[] }).data;
    const [first, second, third] = found;
    expect(third).toBeDefined();
    await expectTakenOverInPlace(page, '/search?q=jute', [
      { name: 'title', find: (scope) => scope.getByRole('heading', { level: 1 }) },
      { name: 'field', find: (scope) => scope.getByRole('searchbox') },
      first?.title ?? '',
      second?.title ?? '',
      third?.title ?? '',
      first?.price ?? '',
      { name: 'first heart', find: (scope) => scope.getByRole('button', { name: 'Add to favourites' }).first() },
    ]);
  });
}

for (const width of [390, 1280]) {
  test(`the bag and favourites at ${width} px: their titles stay where the written pages drew them`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const title = { name: 'title', find: (scope: Locator) => scope.getByRole('heading', { level: 1 }) };
    await expectTakenOverInPlace(page, '/cart', [title, EMPTY_BAG.title, EMPTY_BAG.text, EMPTY_BAG.action]);
    await expectTakenOverInPlace(page, '/favourites', [title]);
  });
}
