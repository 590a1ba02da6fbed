import { expect, test } from '@playwright/test';
import { COMPILE_HINT } from '../../scripts/compile-hints';
import { SORT_MENU_NOT_LOADED } from '../../src/lib/connection-messages';
import { entryModules, scriptsOf } from '../bench/entry-size';

// docs/decisions/290: a first visit of a listing, a product or the bag fetches, before the app can
// take over, only what those pages draw. The sort menu's popover, Mantine's table and with them
// floating-ui came in the first-visit chunk (about 30 KB compressed, 0.6 s of Slow 3G).
test.use({ serviceWorkers: 'block' });

const floating = (id: string) => id.includes('node_modules/@floating-ui/');
const menu = (id: string) => /node_modules\/@mantine\/core\/esm\/components\/(Menu|Popover)\//.test(id);

// docs/decisions/293: a searched page and favourites, written too, neither.
test('a listing, a product, the bag, a search and favourites ask for no popover code before their first render', async ({
  request,
}) => {
  const products = (await (await request.get('/api/products/data/all-products')).json()) as {
    data: { slug: string }[];
  };
  const slug = products.data[0]?.slug ?? '';
  for (const path of ['/store/products', `/productpage/${slug}`, '/cart', '/search?q=jute', '/favourites']) {
    const html = await (await request.get(path)).text();
    const scripts = scriptsOf(html);
    expect(scripts.length, path).toBeGreaterThan(3);
    const modules = entryModules(process.cwd(), scripts);
    expect(modules.length, path).toBeGreaterThan(0);
    expect(
      modules.filter((id) => floating(id) || menu(id)),
      path,
    ).toEqual([]);
  }
});

// docs/decisions/299: every script a first visit runs is compiled beside its download, not on the
// main thread when each function is first called.
test('every script a first visit fetches carries V8’s compile hint on its first line', async ({ request }) => {
  const html = await (await request.get('/store/products')).text();
  const scripts = scriptsOf(html);
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) {
    const answer = await request.get(`/${script}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(answer.status(), script).toBe(200);
    expect((await answer.text()).startsWith(COMPILE_HINT), script).toBe(true);
  }
});

// docs/decisions/362, 363: with DevTools attached (Lighthouse, these tests), each error made with a
// stack has V8 parse the functions on that stack again for their line numbers. React DOM makes four
// as it starts: made at the shell's top level, that was the whole 410 KB shell again (~30 ms in
// the shell's task); made from main.tsx's import, React DOM's own module function (~95 ms at 5×
// CPU, some hundred inner functions pre-parsed again). React DOM's start now makes them without a
// stack, so only small functions are parsed again.
test('starting the app parses no script and no large function again for the line numbers of an error', async ({
  browser,
  page,
}) => {
  await browser.startTracing(page, { categories: ['disabled-by-default-v8.compile'] });
  await page.goto('/');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const trace = await browser.stopTracing();
  type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number };
  const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] };
  const spans = (name: string) => traceEvents.filter((event) => event.name === name && event.ph === 'X');
  const collections = spans('V8.CollectSourcePositions');
  const during = (name: string) =>
    spans(name).filter((inner) =>
      collections.some(
        (collect) =>
          collect.pid === inner.pid &&
          collect.tid === inner.tid &&
          inner.ts >= collect.ts &&
          inner.ts < collect.ts + (collect.dur ?? 0),
      ),
    );
  // Line numbers were collected (errors the app's libraries make with a stack), so the lists below
  // say what was parsed for them, not that the trace missed the start.
  expect(collections.length).toBeGreaterThan(0);
  expect(during('V8.ParseProgram')).toEqual([]);
  // Each function parsed again pre-parses the functions inside it: React DOM's module function
  // brought about a hundred (96–99 in three traces); what is left brings 6–11.
  expect(during('V8.PreParse').length).toBeLessThan(40);
});

test('a tap on Sort before the menu has come opens it when it comes, and sorts', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = 0;
  await page.route(/\/assets\/sort-menu-dropdown-[^/]+\.js$/, async (route) => {
    asked += 1;
    await held;
    await route.continue();
  });
  await page.goto('/store/products');
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();

  const sort = page.getByRole('button', { name: /sort/i });
  await expect(sort).toHaveText(/Sort: Recommended/);
  await sort.click();
  await expect.poll(() => asked).toBeGreaterThan(0);
  await expect(page.getByRole('menuitem')).toHaveCount(0);
  await expect(sort).toHaveAttribute('aria-busy', 'true');

  release();
  const highToLow = page.getByRole('menuitem', { name: 'Price: High to Low' });
  await expect(highToLow).toBeVisible();
  await highToLow.click();
  await expect(page).toHaveURL(/sort=highToLow/);
  await expect(page.getByRole('button', { name: /sort/i })).toHaveText(/Sort: Price: High to Low/);
  await expect(page.getByRole('menuitem')).toHaveCount(0);
});

test('a tap on Sort shows the menu is coming, and says so when its code cannot be fetched', async ({ page }) => {
  // docs/decisions/292: the connection drops before the menu's code has come.
  let fail = true;
  let asked = 0;
  await page.route(/\/assets\/sort-menu-dropdown-[^/]+\.js$/, async (route) => {
    asked += 1;
    if (fail) await route.abort('internetdisconnected');
    else await route.continue();
  });
  await page.goto('/store/products');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  // The prefetch at the first idle moment fails quietly: nobody asked for the menu yet.
  await expect.poll(() => asked).toBeGreaterThan(0);
  await expect(page.getByText(SORT_MENU_NOT_LOADED)).toHaveCount(0);

  const sort = page.getByRole('button', { name: /sort/i });
  await sort.click();
  await expect(page.getByText(SORT_MENU_NOT_LOADED)).toBeVisible();
  await expect(sort).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('menuitem')).toHaveCount(0);

  fail = false;
  await sort.click();
  await page.getByRole('menuitem', { name: 'Price: Low to High' }).click();
  await expect(page).toHaveURL(/sort=lowToHigh/);
});
