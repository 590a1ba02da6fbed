import { expect, type Page, test } from '@playwright/test';
import { entryFiles, entryModules, NOT_IN_ENTRY } from '../bench/entry-size';
import { logInAsAdmin } from './support/admin-session';
import { waitForServiceWorker } from './support/service-worker';

// Reads the build the web server was started from (playwright.config.ts runs `npm run build`):
// what dist/index.html loads before the first paint must not carry the back office, the
// decorations or zod (docs/decisions/163), nor Dexie, which arrives beside it (decision 178), nor
// the first screen's stylesheet, which the HTML carries (decision 301). Sizes are printed by
// `npm run bench -- lighthouse`.
test("the storefront entry carries no admin, confetti, typing, carousel, zod or Dexie code, nor the first screen's stylesheet", () => {
  const root = process.cwd();
  const { scripts, styles } = entryFiles(`${root}/dist`);
  expect(scripts.length).toBeGreaterThan(0);
  expect(styles.length).toBeGreaterThan(0);
  const modules = entryModules(root, scripts);
  expect(modules).toContain('src/app/main.tsx');
  const carried = NOT_IN_ENTRY.filter((part) => modules.some(part.matches)).map((part) => part.name);
  expect(carried).toEqual([]);
});

/** The paths of the requests `page` makes from now on that `wanted` keeps, as they are made. */
function pathsAskedFor(page: Page, wanted: (pathname: string) => boolean): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (wanted(pathname)) asked.push(pathname);
  });
  return asked;
}

test("storefront pages ask for none of the back office's files; the back office gets its own Mantine styles", async ({
  page,
}) => {
  const asked = pathsAskedFor(page, (pathname) => pathname.startsWith('/assets/'));
  // The listing and its sort menu (the catalogue's styles), then the sign-in form's checkbox: the
  // other pages' styles (docs/decisions/370).
  await page.goto('/store/products');
  await page.getByRole('button', { name: /sort/i }).click();
  await expect(page.getByRole('menuitem', { name: 'Price: Low to High' })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeVisible();
  expect(asked.filter((file) => file.startsWith('/assets/admin-'))).toEqual([]);
  expect(asked.some((file) => file.startsWith('/assets/mantine-page-styles-'))).toBe(true);

  // The back office's tabs and shell are laid out by their stylesheets (docs/decisions/283).
  await logInAsAdmin(page);
  expect(asked.some((file) => /^\/assets\/admin-mantine-admin-styles-.*\.css$/.test(file))).toBe(true);
  await page.goto('/admin/orders');
  await expect(page.getByRole('tablist')).toHaveCSS('display', 'flex');
  await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCSS('position', 'fixed');
});

// docs/decisions/370: the catalogue's pages load only the Mantine stylesheets they use (the sort
// menu's, the chips'); the rest comes with the first other page.
test("the listing's sort menu is styled by the catalogue's stylesheets alone, without the other pages'", async ({
  page,
}) => {
  const asked = pathsAskedFor(page, (pathname) => pathname.endsWith('.css'));
  await page.goto('/store/products');
  const sort = page.locator('#main').getByRole('button', { name: /sort/i });
  await expect(sort).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Until the shopper moves, when the next pages' code is fetched (preload-next-pages.ts).
  expect(asked.some((file) => file.startsWith('/assets/mantine-catalogue-styles-'))).toBe(true);
  expect(asked.filter((file) => file.startsWith('/assets/mantine-page-styles-'))).toEqual([]);
  await sort.click();
  const item = page.getByRole('menuitem', { name: 'Price: Low to High' });
  await expect(item).toBeVisible();
  // Menu.css lays an item out as a row (a button's own display is inline-block), Popover.css
  // gives the dropdown its border: both are the catalogue's now, not in the other pages' sheet.
  await expect(item).toHaveCSS('display', 'flex');
  await expect(page.getByRole('menu')).toHaveCSS('border-top-style', 'solid');
});

// docs/decisions/285: the written first screen paints without the app's code, so its scripts and
// styles are asked for at low priority and the screen's first picture comes before them.
test("a written page asks for the app's code at low priority and its first picture at high", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const priorities = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (event) => {
    const { pathname } = new URL(event.request.url);
    if (!priorities.has(pathname)) priorities.set(pathname, event.request.initialPriority);
  });
  const response = await page.goto('/store/products');
  const html = (await response?.text()) ?? '';
  // The app's files are asked for once the first pictures have come (docs/decisions/369); the
  // app's own page is drawn once they have arrived.
  await expect(page.locator('#main').getByTestId('product-card').first()).toBeVisible();

  const preloaded = [...html.matchAll(/<(?:script type="module"|link rel="(?:modulepreload|preload)")[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => !tag.includes('as="image"'));
  expect(preloaded.length).toBeGreaterThan(5);
  for (const tag of preloaded) expect(tag).toContain('fetchpriority="low"');
  const asked = preloaded.map((tag) => [tag.match(/(?:src|href)="([^"]+)"/)?.[1] ?? tag, ''] as const);
  // Chromium lowers a preloaded stylesheet from its Highest to High, a script from High to Low.
  const lowered = (file: string) => (file.endsWith('.css') ? 'High' : 'Low');
  expect(asked.map(([file]) => [file, priorities.get(file)])).toEqual(asked.map(([file]) => [file, lowered(file)]));

  // A picture's address may carry a query (an uploaded picture's width: contract/image-variants.ts).
  const firstPicture = html.match(/<link rel="preload" as="image" href="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&');
  expect(firstPicture).toBeTruthy();
  expect(['High', 'VeryHigh']).toContain(priorities.get(new URL(firstPicture ?? '', page.url()).pathname));
});

// docs/decisions/369: the written screen's first pictures are what the shopper looks at; the app's
// files (150 KB) wait for them instead of sharing a slow connection with them.
test("a written page asks for the app's files once its first pictures have come", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const events: string[] = [];
  page.on('request', (request) => {
    if (/^\/assets\/shell-.*\.js$/.test(new URL(request.url()).pathname)) events.push('app asked for');
  });
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'image') events.push(`picture ${new URL(request.url()).pathname}`);
  });
  const response = await page.goto('/store/products');
  const html = (await response?.text()) ?? '';
  await expect(page.locator('#main').getByTestId('product-card').first()).toBeVisible();

  const firstPictures = [...html.matchAll(/<img [^>]*fetchPriority="high"[^>]*>/g)].map(
    (match) => match[0].match(/ src="([^"?]+)/)?.[1] ?? match[0],
  );
  expect(firstPictures.length).toBeGreaterThan(0);
  const asked = events.indexOf('app asked for');
  expect(asked).toBeGreaterThan(-1);
  for (const picture of firstPictures) expect(events.slice(0, asked)).toContain(`picture ${picture}`);
});

// docs/decisions/372: a first visit's service worker starts a process of its own, evaluates its
// code and saves the visit's files; beside the app's start it took a core of a 2-core machine from
// it. It is registered once the app has taken the written screen over.
test('a written page registers its service worker once the app has taken it over', async ({ page }) => {
  await page.addInitScript(() => {
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    container.register = (...args: Parameters<ServiceWorkerContainer['register']>) => {
      document.documentElement.dataset.registeredOver = document.querySelector('#root > main')
        ? 'the written screen'
        : 'the app';
      return register(...args);
    };
  });
  await page.goto('/store/products');
  await waitForServiceWorker(page);
  await expect(page.locator('html')).toHaveAttribute('data-registered-over', 'the app');
  await expect(page.locator('#main').getByTestId('product-card').first()).toBeVisible();
});

// Docs/decisions/348: every SVG picture is a document the main thread makes and lays out; a first
// load of home at a phone's size asks for none (the products' pictures are rasters at the width
// shown, the page's icon a PNG, the pictures below the fold wait until the shopper comes near).
test("home's first load at 390 px asks for no SVG picture, and its lower pictures come when scrolled to", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const pictures: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') pictures.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.locator('#main').getByTestId('product-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(pictures.length).toBeGreaterThan(0);
  expect(pictures.filter((path) => path.endsWith('.svg'))).toEqual([]);
  // The page's icon, which the browser fetches on its own.
  expect(
    await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((link) => link.getAttribute('type'))),
  ).toEqual(['image/png']);

  const categories = page.getByRole('link', { name: 'Table Coasters' }).locator('img');
  await categories.scrollIntoViewIfNeeded();
  await expect
    .poll(() => categories.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  expect(pictures).toContain('/home/coasters.svg');
});
