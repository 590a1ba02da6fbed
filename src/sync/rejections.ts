import type { Rejection } from './entry-outcome';

const listeners = new Set<(rejection: Rejection) => void>();
/**
 * Refusals found before any screen listened: the start-up push finds the ones the service worker
 * marked (docs/decisions/215) before the layout has mounted. The first listener gets them.
 */
const unheard: Rejection[] = [];
/** Keys whose outcome the caller of `enqueue()` reports itself. */
const claimed = new Set<string>();

/** Tells the shopper about refused changes nobody claimed (the bag sync notices listen). */
export function onRejection(listener: (rejection: Rejection) => void): () => void {
  listeners.add(listener);
  for (const rejection of unheard.splice(0)) listener(rejection);
  return () => listeners.delete(listener);
}

/** The caller shows this entry's outcome itself; the global notifier stays quiet about it. */
export function claimOutcome(key: string): () => void {
  claimed.add(key);
  return () => claimed.delete(key);
}

export function announceRejections(rejections: readonly Rejection[]): void {
  for (const rejection of rejections) {
    if (claimed.has(rejection.key)) continue;
    if (listeners.size === 0) unheard.push(rejection);
    for (const listener of listeners) listener(rejection);
  }
}
