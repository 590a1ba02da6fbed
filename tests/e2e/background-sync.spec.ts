import { type BrowserContext, type CDPSession, expect, type Page, test } from '@playwright/test';
import { BAG_SYNC_TAG } from '../../src/sync/shared/background-sync-messages';
import { addTestProduct, deleteTestProduct } from './support/admin-products-api';
import { waitForServiceWorker } from './support/service-worker';
import { adminToken, pickProducts } from './support/shop-api';
import { signUpInBrowser } from './support/sign-up';

/**
 * Background Sync with the shop closed (issue 23, docs/decisions/215): changes made offline are
 * sent by the service worker itself when the sync event fires and no shop page is open.
 */

type Registration = { registrationId: string; scopeURL: string; isDeleted: boolean };

/** The shop worker's registration id, as DevTools knows it (a CDP session on a blank tab). */
async function shopRegistration(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }: { registrations: Registration[] }) => {
      const shop = registrations.find(
        (registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted,
      );
      if (shop) resolve(shop.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** The bag and favourites as the server holds them for the context's signed-in shopper (its cookie). */
async function serverState(context: BrowserContext) {
  const bag = await (await context.request.get('/api/cart/get-cart')).json();
  const favourites = await (await context.request.get('/api/user/favourites')).json();
  return {
    bag: (bag.data.cart as { productId: string; quantity: number }[]).map((line) => [line.productId, line.quantity]),
    favourites: (favourites.data as { productId: string }[]).map((item) => item.productId),
  };
}

/**
 * Closes the shop page (a blank tab stays to hold the DevTools session), goes online and fires the
 * shop worker's Background Sync event. Chromium fires it by itself on going online too; whichever
 * comes second finds the outbox sent (or waits for the lock), so the shop gets each change once.
 */
async function closeShopAndSync(page: Page, context: BrowserContext, baseURL: string | undefined): Promise<Page> {
  await expect.poll(() => syncTags(page)).toContain(BAG_SYNC_TAG);
  const blank = await context.newPage();
  await page.close();
  expect(context.pages().map((open) => open.url())).toEqual(['about:blank']);
  await context.setOffline(false);
  const origin = new URL(baseURL ?? '').origin;
  const cdp = await context.newCDPSession(blank);
  const registrationId = await shopRegistration(cdp, origin);
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag: BAG_SYNC_TAG, lastChance: false });
  return blank;
}

/** A shop page at a phone's width. */
async function openShop(context: BrowserContext, path: string): Promise<Page> {
  const shop = await context.newPage();
  await shop.setViewportSize({ width: 390, height: 844 });
  await shop.goto(path);
  return shop;
}

async function syncTags(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync: { getTags(): Promise<string[]> };
    };
    return registration.sync.getTags();
  });
}

test('a bag change and a favourite made offline reach the server once with every shop page closed', async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  const [forBag, forFavourite] = await pickProducts(request, 2);
  if (!forBag || !forFavourite) throw new Error('no products to change');
  await signUpInBrowser(page, { first: 'Ritu', last: 'Sen' });
  // Both products seen online first, so both are on the device when the shopper goes offline.
  // Home's lists, fetched after the sign-up, may hold the second one, but a navigation made before
  // they are written leaves it out: the product's page opened offline then said "not saved".
  await page.goto(`/productpage/${forFavourite.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: forFavourite.title })).toBeVisible();
  // The heading is the server's written page's; the product goes into the device's mirror as the
  // app starts, before it draws its own page (#main): leaving before that left it unsaved, and the
  // page opened offline below said "not saved" (once in two suite runs after the app's start moved a task
  // later, docs/decisions/373).
  await expect(page.locator('#main')).toBeVisible();
  await page.goto(`/productpage/${forBag.slug}`);
  await waitForServiceWorker(page);
  await expect(page.getByRole('heading', { level: 1, name: forBag.title })).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: /add to bag/i }).click();
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toContainText('1 change waiting to sync');
  await page.goto(`/productpage/${forFavourite.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: forFavourite.title })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Add to favourites' }).first().click();
  await expect(banner).toContainText('2 changes waiting to sync');

  // Every shop page closed, then online, and the worker's sync event fired.
  const blank = await closeShopAndSync(page, context, baseURL);
  await expect.poll(() => serverState(context)).toEqual({ bag: [[forBag._id, 1]], favourites: [forFavourite._id] });
  expect(context.pages()).toEqual([blank]);

  // A page opened afterwards shows both as sent, from the device, even offline.
  await context.setOffline(true);
  const shop = await openShop(context, '/cart');
  await expect(shop.getByText(forBag.title).first()).toBeVisible();
  await expect(shop.getByText('waiting to sync')).toHaveCount(0);
  await shop.screenshot({ path: testInfo.outputPath('bag-after-worker-sync-390.png') });
  await shop.goto('/favourites');
  await expect(shop.getByTestId('favourite-item').filter({ hasText: forFavourite.title })).toBeVisible();
  await expect(shop.getByTestId('offline-banner')).not.toContainText('waiting to sync');
  await context.setOffline(false);
  expect(await serverState(context)).toEqual({ bag: [[forBag._id, 1]], favourites: [forFavourite._id] });
});

test('a change the shop refused while every page was closed is explained when the shop opens', async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  const admin = await adminToken(request);
  const doomed = await addTestProduct(request, admin, { title: 'Sync refusal', inventory: 5 });
  const [kept] = await pickProducts(request, 1);
  if (!kept) throw new Error('no product to add');
  await signUpInBrowser(page, { first: 'Anil', last: 'Roy' });
  await page.goto(`/productpage/${kept.slug}`);
  await waitForServiceWorker(page);
  await expect(page.getByRole('heading', { level: 1, name: kept.title })).toBeVisible();
  await page.goto(`/productpage/${doomed.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: doomed.title })).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: /add to bag/i }).click();
  // As the shopper sees it kept before leaving: a page loaded 60 ms after the click could end the
  // page before the change was written (1 of 16 runs on this machine).
  await expect(page.getByTestId('offline-banner')).toContainText('1 change waiting to sync');
  await page.goto(`/productpage/${kept.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: kept.title })).toBeVisible();
  await page.getByRole('button', { name: /add to bag/i }).click();
  await expect(page.getByTestId('offline-banner')).toContainText('2 changes waiting to sync');
  // Meanwhile the shop stops selling the first product.
  await deleteTestProduct(request, admin, doomed._id);

  await closeShopAndSync(page, context, baseURL);
  await expect.poll(() => serverState(context)).toEqual({ bag: [[kept._id, 1]], favourites: [] });

  // The next page says what became of the refused change, and the bag holds what the shop holds.
  const shop = await openShop(context, '/cart');
  const notice = shop.getByRole('alert').filter({ hasText: doomed.title });
  await expect(notice).toBeVisible();
  await expect(shop.getByText(kept.title).first()).toBeVisible();
  await expect(shop.getByRole('main').getByText(doomed.title)).toHaveCount(0);
  await expect(shop.getByText('waiting to sync')).toHaveCount(0);
  await shop.screenshot({ path: testInfo.outputPath('refusal-told-on-open-390.png') });
});
