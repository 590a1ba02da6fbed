import { Workbox } from 'workbox-window';
import { watchForUpdates } from './update-store';

/**
 * Registers sw.js in production builds only (the dev server has no service worker). A waiting
 * new version is left waiting until the shopper clicks 'Reload to update' (update-store.ts);
 * the page is never reloaded on its own.
 */
export function registerServiceWorker(): Workbox | null {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return null;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  watchForUpdates(workbox);
  workbox.register().catch((error: unknown) => {
    console.warn('Service worker registration failed; the shop works without offline support:', error);
  });
  return workbox;
}
