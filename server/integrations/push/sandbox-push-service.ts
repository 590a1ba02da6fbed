import type { FetchLike } from '../fetch-like';
import { buildPushRequest, type PushService, postPush, type VapidDetails } from './push-service';
import { sandboxPushPath } from './sandbox/push-sandbox-routes';

/**
 * The shop's push client in sandbox mode (docs/decisions/212): the very request the real client
 * sends (encrypted, VAPID-signed), delivered to the local push-service sandbox whatever the
 * endpoint, since a browser's push service (Chromium's points at FCM) may not be reachable.
 * The cleartext is lodged with the sandbox beside the message for the end-to-end tests.
 */
export function createSandboxPushService(options: {
  vapid: VapidDetails;
  /** The sandbox's base URL, e.g. http://127.0.0.1:8080/sandbox/push. */
  baseUrl: string;
  fetch: FetchLike;
}): PushService {
  return {
    mode: 'sandbox',
    publicKey: options.vapid.publicKey,
    async send(target, payload, pushOptions) {
      const request = buildPushRequest(target, payload, pushOptions, options.vapid);
      return postPush(options.fetch, `${options.baseUrl}${sandboxPushPath(target.endpoint)}`, request);
    },
  };
}
