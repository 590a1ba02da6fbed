import { OUTBOX_LOCK } from './shared/background-sync-messages';

/**
 * One sender at a time: the push runs under a Web Lock shared by every tab of the shop and the
 * service worker (sw/outbox-sync.ts), so two never send the same entries concurrently (the
 * server's idempotency keys would still keep a double send harmless). Where there are no Web
 * Locks the job runs as it is.
 */
export function withOutboxLock<T>(job: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? locks.request(OUTBOX_LOCK, job) : job();
}
