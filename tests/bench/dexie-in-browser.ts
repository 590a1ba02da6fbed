import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, JSHandle } from '@playwright/test';
import { build } from 'vite';
import type { Product } from '../../contract/product';
import type { DexieBench } from './browser/dexie-bench';
import { type Figure, summarize } from './figures';

const PRODUCTS = 10_000;
/** A department's listing among them, for comparison with the whole catalogue's. */
const DEPARTMENT = 500;
const RUNS = 5;
const LISTING_RUNS = 15;
/** A made-up origin the page is served from by request interception: its own IndexedDB. */
const ORIGIN = 'http://dexie-bench.localhost';

/** The page script (browser/dexie-bench.ts) bundled as the app's code is: Vite, minified. */
async function buildPageScript(): Promise<string> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'jutexx-dexie-bench-'));
  try {
    await build({
      configFile: false,
      logLevel: 'error',
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir,
        lib: { entry: path.resolve('tests/bench/browser/dexie-bench.ts'), formats: ['es'], fileName: 'dexie-bench' },
        // One file: the page serves only dexie-bench.js, and db.ts loads Dexie's code with a
        // dynamic import (docs/decisions/178).
        rolldownOptions: { output: { codeSplitting: false } },
      },
    });
    return readFileSync(path.join(outDir, 'dexie-bench.js'), 'utf8');
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * Issue 10: in Chromium, mirroring 10,000 products into the app's Dexie database (the catalogue
 * sync's writeCollection) ≤ 1 s, the same again (a refresh that found nothing new) ≤ 1 s, and a
 * listing as the storefront reads it (readListing and collectionView: the live query behind
 * /store/{id}, its first page of 25) ≤ 16 ms. The products are copies of the running shop's demo
 * catalogue, so rows have real sizes.
 */
export async function measureDexieInBrowser(browser: Browser, baseUrl: string): Promise<Figure[]> {
  const listing = await fetch(`${baseUrl}/api/products/data/all-products`);
  const samples = ((await listing.json()) as { data: Product[] }).data;
  const script = await buildPageScript();
  const context = await browser.newContext();
  try {
    await context.route(`${ORIGIN}/**`, (route) =>
      new URL(route.request().url()).pathname === '/dexie-bench.js'
        ? route.fulfill({ contentType: 'text/javascript', body: script })
        : route.fulfill({
            contentType: 'text/html',
            body: '<!doctype html><title>Dexie bench</title><script type="module" src="/dexie-bench.js"></script>',
          }),
    );
    const page = await context.newPage();
    await page.goto(`${ORIGIN}/`);
    const bench = (await page.waitForFunction(() => window.dexieBench)) as JSHandle<DexieBench>;
    const mirrorTimes: number[] = [];
    const againTimes: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      mirrorTimes.push(
        await bench.evaluate((page, [all, count]) => page.mirror(all, count), [samples, PRODUCTS] as const),
      );
      againTimes.push(await bench.evaluate((page) => page.mirrorAgain()));
    }
    await bench.evaluate((page, size) => page.mirrorPart('ladies', size), DEPARTMENT);
    const listTimes = async (id: 'products' | 'ladies', expected: number) => {
      const times: number[] = [];
      for (let run = 0; run < LISTING_RUNS; run++) {
        const { ms, total } = await bench.evaluate((page, category) => page.list(category), id);
        if (total !== expected) throw new Error(`the listing had ${total} products, not ${expected}`);
        times.push(ms);
      }
      return times;
    };
    return [
      ...summarize(`Dexie: mirror ${PRODUCTS.toLocaleString('en')} products`, mirrorTimes, { op: '<=', value: 1000 }),
      ...summarize(`Dexie: mirror the same ${PRODUCTS.toLocaleString('en')} again`, againTimes, {
        op: '<=',
        value: 1000,
      }),
      ...summarize(`Dexie: listing of all ${PRODUCTS.toLocaleString('en')}`, await listTimes('products', PRODUCTS), {
        op: '<=',
        value: 16,
      }),
      ...summarize(`Dexie: listing of a department (${DEPARTMENT})`, await listTimes('ladies', DEPARTMENT), {
        op: '<=',
        value: 16,
      }),
    ];
  } finally {
    await context.close();
  }
}
