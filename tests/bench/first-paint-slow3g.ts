/**
 * Real products on screen on emulated Slow 3G (issue 10: within 4 s), in Debian's Chromium with
 * DevTools' Slow 3G (2 s latency, 50 KB/s each way) set through CDP. Each run is a first visit:
 * a fresh context, so no HTTP cache and no service worker. The clock runs from navigation to the
 * moment a real product's title and price are visible (the first bestseller on `/`, the name on
 * a product page). Prints only; nothing is asserted.
 *
 * Alone: `BENCH_URL=http://localhost:8193 npx tsx tests/bench/first-paint-slow3g.ts` against a
 * running `npm start`; or call measureFirstPaintOnSlow3g from run.ts.
 */
import { chromium } from '@playwright/test';
import type { Product } from '../../contract/product';
import type { Figure } from './figures';

const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 };
const RUNS = Number(process.env.BENCH_FIRST_PAINT_RUNS ?? 3);

async function catalogue(baseUrl: string, path: string): Promise<Product[]> {
  const response = await fetch(`${baseUrl}/api/products/data/${path}`);
  return ((await response.json()) as { data: Product[] }).data;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export async function measureFirstPaintOnSlow3g(baseUrl: string): Promise<Figure[]> {
  const all = await catalogue(baseUrl, 'all-products');
  const bestseller = all.find((product) => product.featured) ?? all[0];
  const product = all.find((candidate) => /^JX-/.test(candidate.articleCode)) ?? all[0];
  if (!bestseller || !product) throw new Error('the catalogue is empty');
  const pages = [
    { name: 'home', path: '/', title: bestseller.title, price: bestseller.price },
    { name: 'product page', path: `/productpage/${product.slug}`, title: product.title, price: product.price },
  ];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  const figures: Figure[] = [];
  try {
    for (const target of pages) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
        const started = Date.now();
        await page.goto(`${baseUrl}${target.path}`, { waitUntil: 'commit', timeout: 60_000 });
        const card = page.getByText(target.title, { exact: true }).first();
        await card.waitFor({ state: 'visible', timeout: 60_000 });
        await page.getByText(target.price, { exact: true }).first().waitFor({ state: 'visible', timeout: 60_000 });
        times.push(Date.now() - started);
        await context.close();
      }
      figures.push({
        name: `Slow 3G, real products on screen: ${target.name}`,
        value: median(times) / 1000,
        unit: 's',
        target: { op: '<=', value: 4 },
        note: `median of ${RUNS} first visits (${times.map((time) => (time / 1000).toFixed(1)).join(', ')} s)`,
      });
    }
  } finally {
    await browser.close();
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = process.env.BENCH_URL ?? 'http://localhost:8080';
  for (const figure of await measureFirstPaintOnSlow3g(baseUrl)) {
    console.info(`${figure.name}: ${figure.value.toFixed(2)} ${figure.unit} (target ≤ 4 s; ${figure.note})`);
  }
}
