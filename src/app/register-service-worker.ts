import type { Workbox } from 'workbox-window';
import { SAVE_CODE_MESSAGE, type SavedCode } from '../lib/offline-code-messages';
import { whenIdle } from '../ui/when-idle';
import { getUpdateState, watchForUpdates } from './update-store';

/**
 * Resolves once the page has loaded, the app is on screen and the browser has been quiet for a
 * moment: when the worker can install without taking a core from the app's start (docs/decisions/372, 387).
 */
function whenStarted(): Promise<typeof import('./service-worker-parts')> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  // The wait's code and workbox-window come once the page has loaded, outside the storefront's entry.
  return loaded
    .then(() => import('./service-worker-parts'))
    .then((parts) => new Promise((resolve) => parts.afterStart(() => resolve(parts))));
}

/**
 * Registers sw.js in production builds only (the dev server has no service worker). A waiting
 * new version is left waiting until the shopper clicks 'Reload to update' (update-store.ts);
 * the page is never reloaded on its own. workbox-window comes in its own small chunk rather than
 * in the entry (docs/decisions/176). The registration waits until the app has started
 * (`whenStarted`): a first visit's worker starts a process of its own, evaluates its code and
 * saves the first visit's files, and on a 2-core machine that took a core from the app's start
 * while it ran beside it (docs/decisions/372); at the first idle moment it still came at a pause of
 * that start, so it waits for the browser to be quiet (docs/decisions/387).
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  try {
    // Within the try: where the code cannot be fetched (the connection dropped), no worker.
    const { Workbox } = await whenStarted();
    const workbox = new Workbox('/sw.js', { scope: '/' });
    watchForUpdates(workbox);
    await workbox.register();
    saveCodeOnceSettled(workbox);
  } catch (error) {
    console.warn('No offline support, no service worker:', error);
  }
}

/**
 * How long a shopper stays on the shop before the worker saves the code a first visit did not
 * need (docs/decisions/339): a shopper who looks and leaves spends no data on the rest of the
 * shop, and a first visit on a slow connection is not shared with about 400 KB of other pages' code.
 */
const SETTLED_AFTER_MS = 30_000;

/**
 * Once the shopper has settled, asks the worker at an idle moment to save the rest of the
 * storefront's code; what it could not fetch (the connection dropped) is asked for again when the
 * device is back online. Not while a new version waits: a message wakes the old worker, which
 * keeps the new one from taking charge after 'Reload to update' (docs/decisions/262); the new
 * version's own page asks for its code.
 */
export function saveCodeOnceSettled(workbox: Pick<Workbox, 'messageSW'>): void {
  window.setTimeout(() => saveCodeForOffline(workbox), SETTLED_AFTER_MS);
}

function saveCodeForOffline(workbox: Pick<Workbox, 'messageSW'>): void {
  whenIdle(() => {
    if (getUpdateState().waiting) return;
    workbox.messageSW({ type: SAVE_CODE_MESSAGE }).then(
      (answer) => {
        if ((answer as SavedCode | undefined)?.missing) {
          window.addEventListener('online', () => saveCodeForOffline(workbox), { once: true });
        }
      },
      (error: unknown) => console.warn('Saving the shop offline failed:', error),
    );
  }, 5_000);
}
