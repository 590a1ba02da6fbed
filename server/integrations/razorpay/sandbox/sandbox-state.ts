import { createHmac, randomBytes } from 'node:crypto';
import type { FetchLike } from '../../fetch-like';
import type { RazorpayOrder, RazorpayPayment, RazorpayRefund } from '../payment-gateway';

/** Clearly not a real key: Razorpay's test keys start `rzp_test_`, and this one says sandbox. */
export const SANDBOX_KEY_ID = 'rzp_test_sandbox_jutexx';

/** Old entries are dropped past this many, so a long-running sandbox does not grow for ever. */
const MAX_ENTRIES = 10_000;

export type WebhookTarget = { url: string; fetch?: FetchLike };

/**
 * Everything the Razorpay sandbox knows, in memory (docs/decisions/061): its credentials, the
 * orders, payments and refunds it issued, and where to send webhooks. A restart forgets them;
 * with a seed the credentials survive a restart, so a payment begun before it still verifies.
 */
export type RazorpaySandboxState = {
  readonly keyId: string;
  readonly keySecret: string;
  readonly webhookSecret: string;
  readonly orders: Map<string, RazorpayOrder>;
  readonly payments: Map<string, RazorpayPayment>;
  readonly refunds: Map<string, RazorpayRefund>;
  /** Refunds by their `X-Refund-Idempotency` key, so a retried refund is answered, not repeated. */
  readonly refundsByIdempotencyKey: Map<string, RazorpayRefund>;
  webhook: WebhookTarget | null;
  /** Webhook deliveries under way; `settleWebhooks` waits for them. */
  readonly deliveries: Set<Promise<void>>;
  /** Milliseconds since the epoch; tests pass a clock. */
  readonly now: () => number;
};

export type RazorpaySandboxOptions = {
  /** Derive the secrets from this (say, the server's own stored secret) instead of at random. */
  seed?: string;
  webhook?: WebhookTarget | null;
  now?: () => number;
};

function derive(seed: string | undefined, purpose: string): string {
  if (seed === undefined) return randomBytes(24).toString('base64url');
  return createHmac('sha256', seed).update(`jutexx razorpay sandbox ${purpose}`).digest('base64url').slice(0, 32);
}

export function createRazorpaySandboxState(options: RazorpaySandboxOptions = {}): RazorpaySandboxState {
  return {
    keyId: SANDBOX_KEY_ID,
    keySecret: derive(options.seed, 'key secret'),
    webhookSecret: derive(options.seed, 'webhook secret'),
    orders: new Map(),
    payments: new Map(),
    refunds: new Map(),
    refundsByIdempotencyKey: new Map(),
    webhook: options.webhook ?? null,
    deliveries: new Set(),
    now: options.now ?? Date.now,
  };
}

/** Adds an entry, dropping the oldest once the map is full. */
export function remember<T>(map: Map<string, T>, id: string, value: T): void {
  map.set(id, value);
  if (map.size > MAX_ENTRIES) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
}

/** Razorpay's timestamps are whole seconds. */
export function unixSeconds(state: RazorpaySandboxState): number {
  return Math.floor(state.now() / 1000);
}

/** Waits until every webhook sent so far has been delivered (or has failed and been logged). */
export async function settleWebhooks(state: RazorpaySandboxState): Promise<void> {
  while (state.deliveries.size > 0) await Promise.all([...state.deliveries]);
}
