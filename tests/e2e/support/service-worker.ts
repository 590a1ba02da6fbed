import type { Page } from '@playwright/test';

/**
 * Waits until the shop's service worker is activated and controls the page: from then on, what
 * the page loads is cached for offline use (the worker claims the page on its first install).
 * The waiting happens inside the page with events; a waitForFunction with an async predicate
 * would see a Promise, which is truthy, and return before the worker had finished precaching.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (worker && worker.state !== 'activated') {
      await new Promise<void>((resolve) => {
        worker.addEventListener('statechange', () => {
          if (worker.state === 'activated') resolve();
        });
      });
    }
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => {
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
      });
    }
  });
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
