import webpush from 'web-push';
import type { FetchLike } from '../fetch-like';
import { IntegrationError } from '../integration-error';

/** A device as the shop keeps it: the browser's PushSubscription (RFC 8030 endpoint, RFC 8291 keys). */
export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };

export type PushOptions = {
  /** RFC 8030 Topic: a newer push with the same topic replaces one the push service still holds. */
  topic: string;
  /** How long the push service keeps it for a device that is off (seconds). */
  ttlSeconds: number;
};

export type VapidDetails = { subject: string; publicKey: string; privateKey: string };

/**
 * 'delivered': the push service took the message (201). 'gone': the subscription no longer
 * exists (404 or 410, RFC 8030 section 7.3); the caller forgets the device. Any other answer is
 * an IntegrationError with the push service's status (0: no answer), retried or not by the caller.
 */
export type PushOutcome = 'delivered' | 'gone';

export type PushService = {
  mode: 'web-push' | 'sandbox';
  /** The applicationServerKey browsers subscribe with. */
  publicKey: string;
  send(target: PushTarget, payload: string, options: PushOptions): Promise<PushOutcome>;
};

/** A push service's answer worth trying again later: none, too many requests, or its own fault. */
export function isRetryablePushFailure(error: unknown): boolean {
  return !(error instanceof IntegrationError) || error.status === 0 || error.status === 429 || error.status >= 500;
}

/** How long one request to a push service may take before it counts as no answer. */
const PUSH_REQUEST_TIMEOUT_MS = 30_000;

/**
 * The push request RFC 8030 describes, built by the web-push library: the payload encrypted for
 * the device (RFC 8291, aes128gcm) and signed for the push service (RFC 8292 VAPID, ES256).
 */
export function buildPushRequest(
  target: PushTarget,
  payload: string,
  options: PushOptions,
  vapid: VapidDetails,
): { headers: Record<string, string>; body: Buffer } {
  const details = webpush.generateRequestDetails(target, payload, {
    vapidDetails: vapid,
    TTL: options.ttlSeconds,
    topic: options.topic,
    urgency: 'normal',
    contentEncoding: 'aes128gcm',
  });
  const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)]));
  return { headers, body: details.body };
}

/** Posts a built push request to `url` and reads the answer as RFC 8030 defines it. */
export async function postPush(
  fetchLike: FetchLike,
  url: string,
  request: { headers: Record<string, string>; body: Buffer },
): Promise<PushOutcome> {
  let response: Response;
  try {
    response = await fetchLike(url, {
      method: 'POST',
      headers: request.headers,
      body: new Uint8Array(request.body),
      signal: AbortSignal.timeout(PUSH_REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new IntegrationError('web-push', 0, `push service not reached: ${reason}`, undefined, undefined, {
      cause: error,
    });
  }
  if (response.status === 404 || response.status === 410) {
    await response.body?.cancel();
    return 'gone';
  }
  if (!response.ok) {
    const text = (await response.text()).slice(0, 200);
    throw new IntegrationError(
      'web-push',
      response.status,
      `push service answered ${response.status}${text ? `: ${text}` : ''}`,
    );
  }
  await response.body?.cancel();
  return 'delivered';
}

/** The real thing: each push goes to the endpoint the browser's push service gave it. */
export function createWebPushService(vapid: VapidDetails, fetchLike: FetchLike = fetch): PushService {
  return {
    mode: 'web-push',
    publicKey: vapid.publicKey,
    async send(target, payload, options) {
      return postPush(fetchLike, target.endpoint, buildPushRequest(target, payload, options, vapid));
    },
  };
}
