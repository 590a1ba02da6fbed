import type { SyncState } from './bag-sync';

/**
 * Waits before each new try while the shop keeps failing (5xx, 408, 429): a bag change kept after
 * a server error must still reach the shop without the shopper doing anything. Offline waits for
 * the 'online' event and Background Sync instead, and a 401 for the next sign-in.
 */
export const SERVER_RETRY_DELAYS_MS = [5_000, 15_000, 30_000, 60_000] as const;

type Subscribe = (listener: (state: SyncState) => void) => () => void;

/**
 * Calls `retry` after a growing delay each time a push ends in 'error'; any other outcome resets
 * the delays and cancels a pending try. The engine drops an entry after MAX_ATTEMPTS server
 * failures (bag-sync.ts), so this never retries one change for ever.
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
    if (state.phase !== 'error') {
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
