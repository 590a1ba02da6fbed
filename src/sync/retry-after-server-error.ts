import type { SyncState } from './sync-state';

/**
 * Waits before each new try while the shop keeps failing (5xx, 408, 429) or not answering in
 * time: a kept bag change must still reach the shop without the shopper doing anything. The last
 * delay repeats for as long as it takes, so a long outage costs one request a minute per device.
 * Offline waits for the 'online' event and Background Sync instead, and a 401 for the next
 * sign-in. "Try again now" on a waiting line sends at once.
 */
export const SERVER_RETRY_DELAYS_MS = [5_000, 15_000, 30_000, 60_000] as const;

type Subscribe = (listener: (state: SyncState) => void) => () => void;

/**
 * Calls `retry` after a growing delay each time a push ends in 'error' or 'slow'; any other
 * outcome resets the delays and cancels a pending try. The engine keeps a change the shop has
 * not refused (push-outbox.ts), so this retries it until it goes through or is removed.
 */
export function retryAfterServerError(
  subscribe: Subscribe,
  retry: () => void,
  delays: readonly number[] = SERVER_RETRY_DELAYS_MS,
): () => void {
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const unsubscribe = subscribe((state) => {
    if (state.phase === 'pushing') return;
    cancel();
    if (state.phase !== 'error' && state.phase !== 'slow') {
      failures = 0;
      return;
    }
    const delay = delays[Math.min(failures, delays.length - 1)] ?? 0;
    failures += 1;
    timer = setTimeout(() => {
      timer = undefined;
      retry();
    }, delay);
  });
  return () => {
    cancel();
    unsubscribe();
  };
}
