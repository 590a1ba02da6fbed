import { type BrowserContext, expect, type Page } from '@playwright/test';
import { SAVE_CODE_MESSAGE, type SavedCode } from '../../../src/lib/offline-code-messages';

/**
 * Waits until the shop's service worker is activated and controls the page: from then on, what
 * the page loads is cached for offline use (the worker claims the page on its first install).
 * The waiting happens inside the page with events; a waitForFunction with an async predicate
 * would see a Promise, which is truthy, and return before the worker had finished precaching.
 * A page whose document was still loading when the new worker claimed its pages is not claimed
 * (Clients.claim() skips a client that is not yet execution-ready) and stays uncontrolled until
 * its next load, as it would for a shopper: seen once in 20 runs, so after 10 s the page is
 * loaded again, which the worker then controls.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  const controlled = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (worker && worker.state !== 'activated') {
      await new Promise<void>((resolve) => {
        worker.addEventListener('statechange', () => {
          if (worker.state === 'activated') resolve();
        });
      });
    }
    if (navigator.serviceWorker.controller) return true;
    return new Promise<boolean>((resolve) => {
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), { once: true });
      setTimeout(() => resolve(Boolean(navigator.serviceWorker.controller)), 10_000);
    });
  });
  if (controlled) return;
  await page.reload();
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
}

/**
 * What the page asks of its worker once the shopper has settled on the shop, 30 s after it opened
 * (src/app/register-service-worker.ts, docs/decisions/339): save the rest of the storefront's code,
 * so pages never opened yet open offline too. A test whose shopper goes offline sooner than a real
 * one would asks now, with the page's own message, and waits until the worker has saved every file.
 */
export async function saveCodeForOffline(page: Page): Promise<void> {
  const answer = await page.evaluate(async (type) => {
    const worker = (await navigator.serviceWorker.ready).active;
    if (!worker) throw new Error('No active service worker');
    return new Promise<SavedCode>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event: MessageEvent<SavedCode>) => resolve(event.data);
      worker.postMessage({ type }, [channel.port2]);
    });
  }, SAVE_CODE_MESSAGE);
  expect(answer.missing).toBe(0);
}

/** Whether every image the selector matches has loaded real pixels. */
export async function imagesLoaded(page: Page, selector: string): Promise<boolean> {
  return page.$$eval(
    selector,
    (images) =>
      images.length > 0 &&
      images.every((image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0),
  );
}

/**
 * Takes the device offline as a shopper's phone goes: the network off, and the service worker
 * seeing it (`navigator.onLine` false there too) before the shopper opens a page. Chromium tells
 * the worker a moment after the pages; a navigation in that moment is answered by a worker that
 * still thinks it is online, and writes its first screen without the offline banner.
 */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  for (const worker of context.serviceWorkers()) {
    await expect.poll(() => worker.evaluate(() => navigator.onLine)).toBe(false);
  }
}
