import { watchForUpdates } from './update-store';

/**
 * Registers sw.js in production builds only (the dev server has no service worker). A waiting
 * new version is left waiting until the shopper clicks 'Reload to update' (update-store.ts);
 * the page is never reloaded on its own. workbox-window comes in its own small chunk, beside the
 * first render rather than in the entry (docs/decisions/176); the registration starts as soon as
 * it has arrived.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  try {
    const { Workbox } = await import('workbox-window');
    const workbox = new Workbox('/sw.js', { scope: '/' });
    watchForUpdates(workbox);
    await workbox.register();
  } catch (error) {
    console.warn('Service worker registration failed; the shop works without offline support:', error);
  }
}
