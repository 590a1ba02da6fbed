import { expect, type Page, test } from '@playwright/test';
import type { Product } from '../../contract/product';
import { adminDeliver, adminToken, pickProducts, placeCodOrder, signUpShopper } from './support/shop-api';
import { signInWithToken } from './support/shopper-page';

// Issue 12 (docs/decisions/156-honest-bag-states.md): on a 320 px phone no storefront page
// scrolls sideways. Scrolling rows inside a page (carousels, the type filter row) are fine; the
// page itself must not be wider than the screen.
test.use({ viewport: { width: 320, height: 640 } });
test.describe.configure({ timeout: 180_000 });

const PUBLIC_ROUTES = [
  '/',
  '/2',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password/not-a-real-token',
  '/favourites',
  '/wishlist',
  '/ordered_successfully',
  '/store/men',
  '/store/ladies',
  '/store/sport',
  '/store/kids',
  '/store/baby',
  '/store/home',
  '/store/products',
  '/store/products?type=bowl&sort=highToLow',
  '/store/unknown',
  '/search?q=bowl',
  '/faq',
  '/sale',
  '/sustainability',
  '/view_all',
  '/newsletter',
  '/categories/jute-baskets',
  '/a/page/that/does/not/exist',
];

/** The page's width once it has settled; the document must not be wider than the viewport. */
async function pageWidth(page: Page, route: string): Promise<number> {
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main')).toBeVisible();
  return page.evaluate(() => document.documentElement.scrollWidth);
}

async function overflowing(page: Page, routes: string[]): Promise<string[]> {
  const wide: string[] = [];
  for (const route of routes) {
    const width = await pageWidth(page, route);
    if (width > 320) wide.push(`${route}: ${width}px`);
  }
  return wide;
}

test('no storefront page scrolls sideways at 320 px for a visitor', async ({ page, request }) => {
  const [product] = await pickProducts(request, 1);
  if (!product) throw new Error('no product');
  // The longest title is the hardest case for the breadcrumb trail and the heading.
  const all = ((await (await request.get('/api/products/data/products')).json()) as { data: Product[] }).data;
  const longest = all.reduce((a, b) => (b.title.length > a.title.length ? b : a));
  const routes = [
    ...PUBLIC_ROUTES,
    `/productpage/${product.slug}`,
    `/productpage/${longest.slug}`,
    `/en_in/productpage.${product.articleCode}.html`,
  ];
  expect(await overflowing(page, routes)).toEqual([]);
});

test('no page of a signed-in shopper scrolls sideways at 320 px', async ({ page, request }) => {
  // A long address (it has no spaces to wrap at) is shown on the profile.
  const shopper = await signUpShopper(request, 'meenakshi.sundaram.handloom.collective');
  const [first, second] = await pickProducts(request, 2);
  if (!first || !second) throw new Error('no products');
  const delivered = await placeCodOrder(request, shopper, [{ productId: first._id, quantity: 1 }]);
  await adminDeliver(request, await adminToken(request), delivered._id);
  const added = await request.post(`/api/cart/add-to-cart/${second._id}`, {
    headers: { Authorization: `Bearer ${shopper.token}` },
    data: { quantity: 2 },
  });
  expect(added.ok()).toBe(true);
  await signInWithToken(page, shopper);
  const routes = [
    '/',
    '/profile',
    '/cart',
    '/checkout',
    '/orders',
    `/order/${delivered._id}`,
    `/return/${delivered._id}`,
    `/productpage/${second.slug}`,
    '/favourites',
    '/store/products',
  ];
  expect(await overflowing(page, routes)).toEqual([]);
  // The top bar itself: every link fits, the bag count included.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Shopping bag (1)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Favourites' })).toBeVisible();
});
