import type { Browser, BrowserContext, Page } from '@playwright/test';
import { paths } from '../../contract/paths';
import { waitForServiceWorker } from '../e2e/support/service-worker';
import { watchEvents } from './event-timing';

/** A phone (the shopper): 390 px wide as the Slow 3G bench, touch, so a tap brings no mouse hover. */
const PHONE = { width: 390, height: 844 };

/** Signs a new shopper up through the API (POST /api/auth/register) and returns the token. */
async function newShopperToken(baseUrl: string): Promise<string> {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const answer = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Meera',
      lastName: `Bench${suffix}`,
      email: `bench.${suffix}@example.in`,
      phoneNumber: '98765 43210',
      password: 'jute-lover-1',
    }),
  });
  if (!answer.ok) throw new Error(`signing a shopper up failed: HTTP ${answer.status}`);
  return ((await answer.json()) as { data: { accessToken: string } }).data.accessToken;
}

/**
 * A returning shopper's phone: signed in, the service worker installed, the listing and a few
 * product pages visited (so mirrored), every page watched by the Event Timing observer. Returns
 * the context and the product paths the listing showed.
 */
export async function returningShopper(
  browser: Browser,
  baseUrl: string,
): Promise<{ context: BrowserContext; page: Page; productPaths: string[] }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: PHONE, isMobile: true, hasTouch: true });
  await context.addInitScript(watchEvents);
  const page = await context.newPage();
  await page.goto(paths.home.to());
  const token = await newShopperToken(baseUrl);
  await page.evaluate((value) => localStorage.setItem('accessToken', value), token);
  await page.reload();
  await page.getByRole('link', { name: 'Profile' }).first().waitFor();
  await waitForServiceWorker(page);
  await page.goto(paths.ownCollection.to());
  const cards = page.getByTestId('product-card');
  await cards.first().waitFor();
  const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const productPaths = [...new Set(hrefs)].filter(Boolean);
  for (const path of productPaths.slice(0, 3)) {
    await page.goto(path);
    await page.locator('main h1').first().waitFor();
  }
  return { context, page, productPaths };
}

/** Lets the page finish what it does after a navigation (chunks, mirror reads, syncs). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        if (typeof requestIdleCallback !== 'function') return void setTimeout(resolve, 500);
        requestIdleCallback(() => resolve(), { timeout: 3000 });
      }),
  );
}
