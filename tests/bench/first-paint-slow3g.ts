/**
 * The first visit on emulated Slow 3G at 390 px (issue 20: the top bar and real products within
 * 3 s, the page usable within 6 s), in Debian's Chromium with DevTools' Slow 3G (2 s latency,
 * 50 KB/s each way) set through CDP. Each run is a first visit: a fresh context, so no HTTP cache
 * and no service worker. Two clocks run from navigation:
 * - top bar and products painted: the top bar (its logo link and bag link) and a real product's
 *   title and price are visible (the first bestseller on `/`, the name on a product page, the
 *   first match of a search opened by its address), from
 *   whichever copy draws them first: the server's first screen (docs/decisions/200) or the app;
 * - usable: the app has taken over (its own page is shown and the written screen is gone), so
 *   'add to bag', the heart and the search answer a tap; or, sooner, the written page draws every
 *   control of the app's first screen and answers each (links, the searched page's form, the
 *   hearts, the product page's 'add to bag', share and thumbnails: contract/first-screen-view.tsx's
 *   WRITTEN_WHOLE_ATTRIBUTE, docs/decisions/367, 368). The note says which answered.
 * Each page is measured twice: from the server directly over HTTP/1.1 (as `npm start` serves it),
 * and through an HTTP/2 front over TLS (http2-front.ts), as the README deploys the shop behind
 * nginx: over HTTP/1.1 the browser fetches six files at a time, and a page's thirty files then
 * cost five rounds of Slow 3G's 2 s (decision 265).
 * Prints only; nothing is asserted.
 *
 * Alone: `BENCH_URL=http://localhost:8193 npx tsx tests/bench/first-paint-slow3g.ts` against a
 * running `npm start`; or call measureFirstPaintOnSlow3g from run.ts.
 */
import { type Browser, chromium } from '@playwright/test';
import { SHOP_NAME } from '../../contract/constants';
import { paths } from '../../contract/paths';
import type { Product } from '../../contract/product';
import { WRITTEN_ANSWERS_ATTRIBUTE, WRITTEN_WHOLE_ATTRIBUTE } from '../../contract/written-answers';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import type { Figure } from './figures';
import { startHttp2Front } from './http2-front';

const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 };
const RUNS = Number(process.env.BENCH_FIRST_PAINT_RUNS ?? 3);
/** The search opened by its address, as a shared link would open it. */
const SEARCHED = 'jute';

async function catalogue(baseUrl: string, path: string): Promise<Product[]> {
  const response = await fetch(`${baseUrl}/api/products/data/${path}`);
  return ((await response.json()) as { data: Product[] }).data;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export async function measureFirstPaintOnSlow3g(baseUrl: string): Promise<Figure[]> {
  const all = await catalogue(baseUrl, 'all-products');
  const bestseller = all.find((product) => product.featured) ?? all[0];
  const product = all.find((candidate) => /^JX-/.test(candidate.articleCode)) ?? all[0];
  const [listed] = await catalogue(baseUrl, 'products');
  // A shared search (docs/decisions/293): its first match, as the shop's search answers it.
  const [found] = await catalogue(baseUrl, `search/${SEARCHED}`);
  if (!bestseller || !product || !listed || !found) throw new Error('the catalogue is empty');
  const pages = [
    { name: 'home', path: '/', title: bestseller.title, price: bestseller.price },
    { name: 'listing', path: '/store/products', title: listed.title, price: listed.price },
    { name: 'product page', path: `/productpage/${product.slug}`, title: product.title, price: product.price },
    { name: 'search', path: paths.search.to(SEARCHED), title: found.title, price: found.price },
  ];
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    // The HTTP/2 front's certificate is its own (http2-front.ts).
    args: [...CHROMIUM_ARGS, '--ignore-certificate-errors'],
  });
  const front = await startHttp2Front(baseUrl);
  try {
    return [
      ...(await measureThrough(browser, baseUrl, pages, 'HTTP/1.1 (npm start)')),
      ...(await measureThrough(browser, front.baseUrl, pages, 'HTTP/2 and TLS (as deployed)')),
    ];
  } finally {
    await browser.close();
    await front.stop();
  }
}

type Target = { name: string; path: string; title: string; price: string };

async function measureThrough(browser: Browser, baseUrl: string, pages: Target[], way: string): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const target of pages) {
    const painted: number[] = [];
    const usable: number[] = [];
    const answeredBy = new Set<string>();
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
      const started = Date.now();
      await page.goto(`${baseUrl}${target.path}`, { waitUntil: 'commit', timeout: 60_000 });
      const visible = { state: 'visible', timeout: 60_000 } as const;
      await Promise.all([
        page
          .getByRole('link', { name: `${SHOP_NAME} home` })
          .first()
          .waitFor(visible),
        page
          .getByRole('link', { name: /^Shopping bag/ })
          .first()
          .waitFor(visible),
        page.getByText(target.title, { exact: true }).first().waitFor(visible),
        page.getByText(target.price, { exact: true }).first().waitFor(visible),
      ]);
      painted.push(Date.now() - started);
      const how = await Promise.race([
        page
          .locator('#main')
          .waitFor(visible)
          .then(() => page.locator('#root > main:not(#main)').waitFor({ state: 'detached', timeout: 60_000 }))
          .then(() => 'the app' as const),
        page
          .locator(`#root > main[${WRITTEN_WHOLE_ATTRIBUTE}][${WRITTEN_ANSWERS_ATTRIBUTE}]`)
          .waitFor({ state: 'attached', timeout: 60_000 })
          .then(() => 'the written page' as const),
      ]);
      usable.push(Date.now() - started);
      answeredBy.add(how);
      await context.close();
    }
    const runs = (times: number[]) =>
      `median of ${RUNS} first visits (${times.map((time) => (time / 1000).toFixed(1)).join(', ')} s)`;
    figures.push(
      {
        name: `Slow 3G at 390 px, ${way}, top bar and products painted: ${target.name}`,
        value: median(painted) / 1000,
        unit: 's',
        target: { op: '<=', value: 3 },
        note: runs(painted),
      },
      {
        name: `Slow 3G at 390 px, ${way}, usable: ${target.name}`,
        value: median(usable) / 1000,
        unit: 's',
        target: { op: '<=', value: 6 },
        note: `${runs(usable)}; answered by ${[...answeredBy].join(' or ')}`,
      },
    );
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = process.env.BENCH_URL ?? 'http://localhost:8080';
  for (const figure of await measureFirstPaintOnSlow3g(baseUrl)) {
    console.info(
      `${figure.name}: ${figure.value.toFixed(2)} ${figure.unit} (target ≤ ${figure.target?.value} s; ${figure.note})`,
    );
  }
}
