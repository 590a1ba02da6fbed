import { rereadMirror } from './reread-mirror';
import { retryAfterServerError } from './retry-after-server-error';
import { OUTBOX_SENT_MESSAGE, SYNC_MESSAGE } from './shared/background-sync-messages';
import { triggerSync } from './sync-if-possible';
import { onSyncState } from './sync-state';

/**
 * Replays queued bag changes at start-up, when the connection comes back, when the page becomes
 * visible, and when the service worker forwards a Background Sync event (where the browser has
 * one; with no page open the worker sends them itself, sw/outbox-sync.ts). navigator.onLine is
 * only a hint: each trigger simply tries, and a push that gets no answer leaves the queue as it
 * was. A push the shop answered with a server error is tried again
 * after a growing delay (retry-after-server-error.ts), so a kept change is not left waiting for
 * the next event.
 */
export function startSyncTriggers(): () => void {
  const onVisible = () => {
    if (document.visibilityState === 'visible') triggerSync();
  };
  const onMessage = (event: MessageEvent) => {
    const type = (event.data as { type?: string } | null)?.type;
    if (type === SYNC_MESSAGE) triggerSync();
    // The worker sent the outbox while this page opened: show what it wrote, and tell the
    // shopper about any change the shop refused (the engine drops those, docs/decisions/215).
    if (type === OUTBOX_SENT_MESSAGE) {
      rereadMirror().catch((error: unknown) => console.warn('Re-reading the mirror failed:', error));
      triggerSync();
    }
  };
  window.addEventListener('online', triggerSync);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('message', onMessage);
  const stopRetrying = retryAfterServerError(onSyncState, triggerSync);
  triggerSync();
  return () => {
    stopRetrying();
    window.removeEventListener('online', triggerSync);
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.removeEventListener('message', onMessage);
  };
}
