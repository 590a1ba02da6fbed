/**
 * How many components React renders for what a shopper does: a count, not a time, so it reads
 * the same on a busy machine and a quiet one, and shows a change of the app's work that the
 * timed benches' spread hides (decisions 326, 327, 329, 330). A visitor's phone (390 px); each
 * figure counts every component React rendered (a first render or a render again) in the commits
 * from the action to the page's settling, through React's DevTools hook, walking only the
 * subtrees React worked on, as React's DevTools tell a render. Printed for information.
 *
 * Alone, against a running shop: `BENCH_URL=http://127.0.0.1:8193 npx tsx tests/bench/component-renders.ts`.
 */
import { type Browser, chromium, type Page } from '@playwright/test';
import { paths } from '../../contract/paths';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { type Figure, printFigures } from './figures';
import { settle } from './returning-shopper';

/** How long the page stays quiet before a count is read. */
const QUIET_MS = 2_000;
const RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 3);

declare global {
  interface Window {
    benchRenders?: { counting: boolean; count: number };
  }
}

/**
 * Runs in every page before React (context.addInitScript): a DevTools hook that counts the
 * components rendered in each commit while `counting`, from the page's start. Plain JavaScript
 * text: tsx would wrap a named function of ours in a helper the page does not have. Components
 * are the fibers tagged as function or class components, forwardRef and memo (0, 1, 11, 14, 15);
 * a fiber rendered in this commit carries React's PerformedWork flag (1); a fiber whose children
 * are those of its previous version had no work below it in this commit.
 */
const COUNT_RENDERS = `(() => {
  const state = { counting: true, count: 0 };
  window.benchRenders = state;
  const components = new Set([0, 1, 11, 14, 15]);
  function walk(first) {
    for (let fiber = first; fiber; fiber = fiber.sibling) {
      if (components.has(fiber.tag) && (fiber.flags & 1) !== 0) state.count += 1;
      if (fiber.alternate && fiber.child === fiber.alternate.child) continue;
      walk(fiber.child);
    }
  }
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) { if (state.counting) walk(root.current.child); },
  };
})();`;

/** The components rendered so far (since the page's start, or since `rendersDuring` began counting). */
async function rendersSoFar(page: Page): Promise<number> {
  // Settled twice, a while apart: the parts drawn at an idle moment after the page (the footer,
  // 'Others also bought') are in every count, not in some.
  await settle(page);
  await page.waitForTimeout(QUIET_MS);
  await settle(page);
  return page.evaluate(() => {
    const state = window.benchRenders;
    if (!state) throw new Error('the render counter is not in the page');
    state.counting = false;
    return state.count;
  });
}

/** The components rendered while `act` runs and the page settles after it. */
async function rendersDuring(page: Page, act: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    if (window.benchRenders) Object.assign(window.benchRenders, { counting: true, count: 0 });
  });
  await act();
  return rendersSoFar(page);
}

type Counts = Record<string, number>;

/** One visitor's visit in a fresh context: each action and the components it rendered. */
async function countOnce(browser: Browser, baseUrl: string): Promise<Counts> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } });
  await context.addInitScript({ content: COUNT_RENDERS });
  const page = await context.newPage();
  const cards = page.locator('#main [data-testid="product-card"]');
  const counts: Counts = {};
  try {
    await page.goto(paths.ownCollection.to());
    await cards.first().waitFor();
    counts['a listing, first visit'] = await rendersSoFar(page);
    counts["the listing's 'Load more products'"] = await rendersDuring(page, async () => {
      const shown = await cards.count();
      await page.getByRole('button', { name: 'Load more products' }).click();
      await page.waitForFunction(
        (before) => document.querySelectorAll('#main [data-testid="product-card"]').length > before,
        shown,
      );
    });
    counts['a product opened from the listing'] = await rendersDuring(page, async () => {
      await cards.first().click();
      await page.locator('main h1').first().waitFor();
    });
    await page.goto(paths.search.to('jute'));
    await cards.first().waitFor();
    await settle(page);
    const field = page.locator('#main').getByRole('searchbox').first();
    await field.click();
    await field.press('End');
    counts["two keystrokes on a searched page (' b' after 'jute')"] = await rendersDuring(page, async () => {
      await page.keyboard.type(' b', { delay: 150 });
      await page.waitForURL(/q=jute\+b/);
    });
    return counts;
  } finally {
    await context.close();
  }
}

/** Median of RUNS visits, the range beside it: when answers and idle moments fall varies a little. */
export async function measureComponentRenders(browser: Browser, baseUrl: string): Promise<Figure[]> {
  const runs: Counts[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await countOnce(browser, baseUrl));
  return Object.keys(runs[0] ?? {}).map((name) => {
    const values = runs.map((counts) => counts[name] ?? Number.NaN).sort((a, b) => a - b);
    return {
      name: `components rendered: ${name}`,
      value: values[Math.floor(values.length / 2)] ?? Number.NaN,
      unit: '',
      note: `median of ${values.length} (${values.join(', ')}); React's DevTools hook, a visitor at 390 px`,
    };
  });
}

if (process.env.BENCH_URL && process.argv[1]?.endsWith('component-renders.ts')) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    printFigures(
      'Components React renders (a count, not a time)',
      await measureComponentRenders(browser, process.env.BENCH_URL),
    );
  } finally {
    await browser.close();
  }
}
