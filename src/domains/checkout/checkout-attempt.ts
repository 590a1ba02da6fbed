import { IDEMPOTENCY_HEADER } from '../../../contract/constants';
import type { RequestOptions } from '../../api/client';

/**
 * How long a checkout call waits for its answer. An order is worth waiting for: a slow answer
 * (20 s on a train) is not a failure, and giving up early only sends the shopper to try again
 * (docs/decisions/194). The page says "Still placing your order" meanwhile.
 */
export const CHECKOUT_TIMEOUT_MS = 60_000;

let current: { fingerprint: string; key: string } | undefined;

/**
 * The Idempotency-Key of one checkout attempt: the same bag, address, contact and payment
 * choice keep the key, so a second tap after a lost answer is a replay the server answers with
 * the order already made. Anything changed is a new attempt with a new key.
 */
export function attemptKey(fingerprint: string): string {
  if (current?.fingerprint !== fingerprint) current = { fingerprint, key: crypto.randomUUID() };
  return current.key;
}

/** The attempt is settled (an order, or a refusal): the next tap is a new attempt. */
export function endAttempt(): void {
  current = undefined;
}

/** The request options of a checkout call carrying its attempt's key. */
export function checkoutRequest(key: string): RequestOptions {
  return { headers: { [IDEMPOTENCY_HEADER]: key }, timeout: CHECKOUT_TIMEOUT_MS };
}
