import { BAG_SYNC_TAG } from './shared/background-sync-messages';

type SyncManagerLike = { register(tag: string): Promise<void> };

/**
 * Asks the service worker to wake the shop's pages once a connection is back (Background Sync,
 * Chromium only). Safari and Firefox have none: the online, visibility and start-up triggers
 * (sync-triggers.ts) cover them.
 */
export async function requestBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const sync = (registration as (ServiceWorkerRegistration & { sync?: SyncManagerLike }) | undefined)?.sync;
  await sync?.register(BAG_SYNC_TAG);
}
