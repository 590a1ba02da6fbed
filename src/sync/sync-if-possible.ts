import { asApiError, type PushResult } from './entry-outcome';
import { withOutboxLock } from './outbox-lock';
import { pushOutbox } from './push-outbox';
import { announceRejections } from './rejections';
import { requestBackgroundSync } from './request-background-sync';
import { defaultContext, type SyncContext } from './sync-context';
import { setSyncState } from './sync-state';

let running: Promise<PushResult> | null = null;
let next: Promise<PushResult> | null = null;

function start(context: SyncContext): Promise<PushResult> {
  setSyncState({ phase: 'pushing' });
  const job = withOutboxLock(() => pushOutbox(context))
    .then((result) => {
      const failed = Object.values(result.outcomes).find((outcome) => outcome.kind === 'stopped');
      setSyncState({ phase: result.phase, error: failed?.error.message });
      // No answer: ask the service worker to send when the connection is back (Background Sync).
      if (result.phase === 'offline') {
        requestBackgroundSync().catch((error: unknown) => console.warn('Background Sync unavailable:', error));
      }
      announceRejections(result.rejections);
      return result;
    })
    .catch((error: unknown) => {
      setSyncState({ phase: 'error', error: asApiError(error).message });
      throw error;
    })
    .finally(() => {
      if (running === job) running = null;
    });
  running = job;
  return job;
}

/**
 * Push now, merged: while a push runs, every caller gets the one push queued after it (which
 * sees all entries written before the call). Never two pushes at once in this tab.
 */
export function syncIfPossible(context: SyncContext = defaultContext()): Promise<PushResult> {
  if (next) return next;
  if (!running) return start(context);
  const queued = running
    .catch(() => undefined)
    .then(() => {
      next = null;
      return start(context);
    });
  next = queued;
  return queued;
}

/** Fire and forget: after a local change, on start-up. Failures are in the sync state. */
export function triggerSync(): void {
  syncIfPossible().catch((error: unknown) => console.warn('Bag sync failed:', error));
}
