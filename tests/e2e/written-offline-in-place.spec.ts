import { expect, type Page, test } from '@playwright/test';
import type { Product } from '../../contract/product';
import { purchaseMessages } from '../../contract/purchase-messages';
import { goOffline, waitForServiceWorker } from './support/service-worker';
import { signUpInBrowser } from './support/sign-up';

// docs/decisions/305, 340: offline, the app draws its banner at the top of the top bar; the page
// the service worker writes from the mirror carries the same banner, so when the app takes over
// nothing moves.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const OFFLINE = "You're offline: showing what this device has saved.";

/** The parts compared: the banner and the top bar, then the first heading and picture of the page's <main>. */
const PARTS = { banner: '.fs-connection', header: 'header.fs-header', heading: 'h1, h2', picture: 'img' };

type Places = Record<keyof typeof PARTS, string | null>;

declare global {
  interface Window {
    /** Where the written screen's parts were when the HTML had been parsed, before the app ran. */
    writtenPlaces?: Places & { written: boolean };
  }
}

/** Records, once the HTML is parsed and before any of the app's work, where the written parts are. */
async function recordWrittenPlaces(page: Page) {
  await page.addInitScript((parts) => {
    const place = (element: Element | null) => {
      if (!element) return null;
      const box = element.getBoundingClientRect();
      return [box.x, box.y, box.width, box.height].map(Math.round).join(',');
    };
    document.addEventListener('DOMContentLoaded', () => {
      const main = document.querySelector('#root > main:not(#main)');
      window.writtenPlaces = {
        written: Boolean(main),
        banner: place(document.querySelector(`#root > ${parts.header} > ${parts.banner}`)),
        header: place(document.querySelector(`#root > ${parts.header}`)),
        heading: place(main?.querySelector(parts.heading) ?? null),
        picture: place(main?.querySelector(parts.picture) ?? null),
      };
    });
  }, PARTS);
}

function appPlaces(page: Page): Promise<Places> {
  return page.evaluate((parts) => {
    const place = (element: Element | null) => {
      if (!element) return null;
      const box = element.getBoundingClientRect();
      return [box.x, box.y, box.width, box.height].map(Math.round).join(',');
    };
    const main = document.querySelector('#main');
    return {
      banner: place(document.querySelector(parts.banner)),
      header: place(document.querySelector(parts.header)),
      heading: place(main?.querySelector(parts.heading) ?? null),
      picture: place(main?.querySelector(parts.picture) ?? null),
    };
  }, PARTS);
}

test('offline, home and a product page open under the offline banner and the app takes over in place', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await expect(page.getByRole('heading', { name: 'From Nature For You' })).toBeVisible();
  await page.goto('/store/products');
  const card = page.getByTestId('product-card').first();
  const title = (await card.getByTestId('product-title').textContent())?.trim() ?? '';
  await card.click();
  await page.waitForURL(/\/productpage\//);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const productPath = new URL(page.url()).pathname;

  await recordWrittenPlaces(page);
  await goOffline(context);
  for (const path of ['/', productPath]) {
    await page.goto(path);
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toHaveText(OFFLINE);
    await expect(page.locator('#root > main:not(#main)')).toHaveCount(0);
    const written = await page.evaluate(() => window.writtenPlaces);
    expect(written?.written, `${path} was written by the service worker`).toBe(true);
    expect(written?.banner, `${path}'s written banner`).not.toBeNull();
    // One banner: the written one gave way to the app's.
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toHaveCount(1);
    const { written: _, ...places } = written ?? { written: false };
    expect(await appPlaces(page), path).toEqual(places);
  }

  // Scrolled down to the end of home on a phone, the shopper still sees that it shows what the
  // device has saved: the banner is at the top of the sticky top bar (docs/decisions/340).
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await expect(page.getByTestId('offline-banner')).toHaveText(OFFLINE);
  const scrolled = () =>
    page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return window.scrollY;
    });
  await expect.poll(scrolled).toBeGreaterThan(600);
  await expect(page.getByTestId('offline-banner')).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('link', { name: /Shopping bag/ })).toBeInViewport();
});

declare global {
  interface Window {
    /** The banners' words: the written page's once parsed, the app's when it replaced the written screen. */
    bannerWords?: { written: string | null; app: string | null };
  }
}

// docs/decisions/308: the app's first frame counts the changes waiting, as the written page did.
test("offline with a change waiting, the app's first frame counts it as the written page did", async ({
  page,
  context,
}) => {
  await signUpInBrowser(page, { first: 'Kavya', last: 'Menon' });
  await page.goto('/store/products');
  await page.getByTestId('product-card').first().click();
  await page.waitForURL(/\/productpage\//);
  await waitForServiceWorker(page);
  const productPath = new URL(page.url()).pathname;
  await goOffline(context);
  await page.getByRole('button', { name: /add to bag/i }).click();
  await expect(page.getByTestId('offline-banner')).toContainText('1 change waiting to sync');

  await page.addInitScript(() => {
    const words = { written: null as string | null, app: null as string | null };
    window.bannerWords = words;
    document.addEventListener('DOMContentLoaded', () => {
      words.written = document.querySelector('#root > header > .fs-connection')?.textContent ?? null;
      // The moment the written screen leaves is the app's first frame on screen.
      const watch = new MutationObserver(() => {
        if (document.querySelector('#root > main:not(#main)')) return;
        watch.disconnect();
        words.app = document.querySelector('[data-testid="offline-banner"]')?.textContent ?? null;
      });
      watch.observe(document.getElementById('root') as HTMLElement, { childList: true });
    });
  });
  await page.goto(productPath);
  await expect(page.locator('#root > main:not(#main)')).toHaveCount(0);
  const words = await page.evaluate(() => window.bannerWords);
  const counted = `${OFFLINE} 1 change waiting to sync.`;
  expect(words).toEqual({ written: counted, app: counted });
});

declare global {
  interface Window {
    /** The worker's written panel of a product in the bag, once parsed: shown, and its quantity. */
    writtenInBag?: { shown: boolean; quantity: string | null };
  }
}

// docs/decisions/368: the worker's written product page draws a product in the bag as the app
// does, and a quantity changed there before the app came is the app's change.
test("offline, a product in the bag is written 'in your bag', and its quantity changed there is the app's", async ({
  page,
  context,
  request,
}) => {
  await signUpInBrowser(page, { first: 'Ira', last: 'Sen' });
  const all = ((await (await request.get('/api/products/data/all-products')).json()) as { data: Product[] }).data;
  const product = all.find((candidate) => candidate.inventory >= 10);
  if (!product) throw new Error('no product with stock');
  await page.goto(`/productpage/${product.slug}`);
  await waitForServiceWorker(page);
  await page.getByRole('combobox', { name: 'Quantity', exact: true }).selectOption('2');
  await page.getByRole('button', { name: /add to bag/i }).click();
  await expect(page.getByTestId('in-bag-label')).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toHaveCount(0); // sent: nothing waiting
  await goOffline(context);

  // On the written page, once parsed and before the app: the panel, with 2; the shopper makes it 4.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const panel = document.querySelector<HTMLElement>('#root > main:not(#main) [data-written-in-bag]');
      const select = panel?.querySelector('select');
      window.writtenInBag = { shown: panel ? !panel.hidden : false, quantity: select?.value ?? null };
      if (select) {
        select.value = '4';
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }
    });
  });
  await page.reload();
  await expect(page.locator('#root > main:not(#main)')).toHaveCount(0);
  expect(await page.evaluate(() => window.writtenInBag)).toEqual({ shown: true, quantity: '2' });
  const app = page.locator('#main');
  await expect(app.getByRole('combobox', { name: purchaseMessages.quantityInBag })).toHaveValue('4');
  await expect(page.getByTestId('offline-banner')).toContainText('1 change waiting to sync');
});
