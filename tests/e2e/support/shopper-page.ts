import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import type { CartLine } from '../../../contract/order';
import type { Shopper } from './shop-api';

/** Stores the shopper's token as sign-in does; the next page load checks the session. */
export async function signInWithToken(page: Page, shopper: Shopper): Promise<void> {
  await page.goto('/');
  await page.evaluate((token) => localStorage.setItem('accessToken', token), shopper.token);
  // The app learns who the token belongs to on the next load and keeps it on the device; pages
  // that need a shopper (/profile) would send a visitor home if opened before that.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Profile' }).first()).toBeVisible();
}

/** The shopper's bag as the server holds it (GET /api/cart/get-cart). */
export async function serverBag(request: APIRequestContext, shopper: Shopper): Promise<CartLine[]> {
  const answer = await request.get('/api/cart/get-cart', { headers: { Authorization: `Bearer ${shopper.token}` } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { cart: CartLine[] } }).data.cart;
}

/** How many changes wait in the device's outbox (the shop's IndexedDB, read in the page). */
export function outboxCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('jutexx');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const database = open.result;
          const count = database.transaction('outbox', 'readonly').objectStore('outbox').count();
          count.onsuccess = () => {
            resolve(count.result);
            database.close();
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

/**
 * Every visible picture in `main` (or in `scope`) the browser could not draw: it shows its
 * broken-image icon.
 */
export function brokenImages(page: Page, scope = 'main'): Promise<string[]> {
  return page.$$eval(`${scope} img`, (images) =>
    images
      .filter(
        (image) =>
          image instanceof HTMLImageElement &&
          image.complete &&
          image.naturalWidth === 0 &&
          getComputedStyle(image).visibility !== 'hidden' &&
          image.getClientRects().length > 0,
      )
      .map((image) => (image as HTMLImageElement).src),
  );
}

/**
 * Opens favourites from the top bar with a dispatched click (nothing scrolls the link into view,
 * nor ends a scroll hold, first) and expects the page at its top (decision 263).
 */
export async function favouritesOpenAtTop(page: Page): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('link', { name: /favourites/i })
    .first()
    .dispatchEvent('click');
  await expect(page).toHaveURL(/\/favourites$/);
  await expect(page.getByRole('heading', { name: 'Favourites' })).toBeInViewport();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(0);
}

/**
 * How far below the window's top `element` is drawn, in whole pixels: where the shopper sees it,
 * which Back must give back (the window's offset may differ, docs/decisions/301).
 */
export const topOnScreen = (element: Locator) =>
  element.evaluate((node) => Math.round(node.getBoundingClientRect().top));

/**
 * Where `element` is drawn once the page around it has stopped moving (two reads 200 ms apart
 * agree): just after a scroll, the cards coming near are laid out at their own height and the
 * browser's scroll anchoring may still move what is on screen.
 */
export async function settledTopOnScreen(element: Locator): Promise<number> {
  let previous = await topOnScreen(element);
  for (let read = 0; read < 25; read++) {
    await element.page().waitForTimeout(200);
    const now = await topOnScreen(element);
    if (now === previous) return now;
    previous = now;
  }
  throw new Error(`the element kept moving on screen (last at ${previous} px)`);
}
