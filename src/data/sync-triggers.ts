import { SYNC_MESSAGE } from '../lib/background-sync-messages';
import { onBagSyncState, triggerSync } from './bag-sync';
import { retryAfterServerError } from './retry-after-server-error';

/**
 * Replays queued bag changes at start-up, when the connection comes back, when the page becomes
 * visible, and when the service worker forwards a Background Sync event (where the browser has
 * one). navigator.onLine is only a hint: each trigger simply tries, and a push that gets no
 * answer leaves the queue as it was. A push the shop answered with a server error is tried again
 * after a growing delay (retry-after-server-error.ts), so a kept change is not left waiting for
 * the next event.
 */
export function startSyncTriggers(): () => void {
  const onVisible = () => {
    if (document.visibilityState === 'visible') triggerSync();
  };
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === SYNC_MESSAGE) triggerSync();
  };
  window.addEventListener('online', triggerSync);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('message', onMessage);
  const stopRetrying = retryAfterServerError(onBagSyncState, triggerSync);
  triggerSync();
  return () => {
    stopRetrying();
    window.removeEventListener('online', triggerSync);
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.removeEventListener('message', onMessage);
  };
}
