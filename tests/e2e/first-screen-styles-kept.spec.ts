import { expect, type Page, test } from '@playwright/test';
import type { Product } from '../../contract/product';

// docs/decisions/369: the app's stylesheets arrive while the shopper reads the written first
// screen. Where they set a base rule the written screen's own rules did not (the colour scheme,
// form controls' font, text size adjustment, pictures' width), every element's computed style
// changed and the browser laid out and painted the whole page again, on the main thread. The
// written screen's rules now set the same values, so the stylesheets change nothing on it.
test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The stylesheets a page loads once the app has drawn it: a visit of its own, in a new tab. */
async function stylesheetsOf(page: Page, path: string): Promise<string[]> {
  const tab = await page.context().newPage();
  const sheets = new Set<string>();
  tab.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') sheets.add(new URL(request.url()).pathname);
  });
  await tab.goto(path);
  await expect(tab.locator('#main')).toBeVisible();
  await tab.waitForLoadState('networkidle');
  await tab.close();
  return [...sheets];
}

/** Every computed property of the document, the body and each element of the written screen. */
function computedStyles(page: Page): Promise<Record<string, string>[]> {
  return page.evaluate(() =>
    [document.documentElement, document.body, ...document.querySelectorAll('#root *')].map((element) => {
      const style = getComputedStyle(element);
      const described = `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`;
      return Object.fromEntries([
        ['element', described],
        ...[...style].map((name) => [name, style.getPropertyValue(name)]),
      ]);
    }),
  );
}

async function expectStylesKept(page: Page, path: string) {
  const sheets = await stylesheetsOf(page, path);
  expect(sheets.length).toBeGreaterThan(0);
  // The written screen alone: the app's entry never runs, so nothing but this test adds a sheet.
  await page.route('**/assets/index-*.js', (route) => route.abort());
  await page.goto(path);
  await expect(page.locator('#root > main:not(#main)')).toBeVisible();
  const before = await computedStyles(page);
  await page.evaluate(
    (hrefs) =>
      Promise.all(
        hrefs.map(
          (href) =>
            new Promise((resolve, reject) => {
              const link = document.createElement('link');
              link.rel = 'stylesheet';
              link.href = href;
              link.onload = resolve;
              link.onerror = () => reject(new Error(`${href} did not load`));
              document.head.append(link);
            }),
        ),
      ),
    sheets,
  );
  const after = await computedStyles(page);
  expect(after.length).toBe(before.length);
  const changed = before.flatMap((was, place) =>
    Object.keys(was)
      .filter((name) => after[place]?.[name] !== was[name])
      .map((name) => `${was.element} ${name}: ${was[name]} -> ${after[place]?.[name]}`),
  );
  expect(changed).toEqual([]);
}

test("the app's stylesheets change nothing on the written home, listing, product page and search", async ({
  page,
  request,
}) => {
  const products = ((await (await request.get('/api/products/data/products')).json()) as { data: Product[] }).data;
  const slug = products[0]?.slug;
  expect(slug).toBeTruthy();
  for (const path of ['/', '/store/products', `/productpage/${slug}`, '/search?q=jute']) {
    await test.step(path, () => expectStylesKept(page, path));
  }
});
