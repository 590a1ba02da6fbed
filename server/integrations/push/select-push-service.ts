import type { Hono } from 'hono';
import webpush from 'web-push';
import type { FetchLike } from '../fetch-like';
import { createWebPushService, type PushService, type VapidDetails } from './push-service';
import { createPushSandboxRoutes, PUSH_SANDBOX_PATH } from './sandbox/push-sandbox-routes';
import { createPushSandboxState, type PushSandboxState } from './sandbox/push-sandbox-state';
import { createSandboxPushService } from './sandbox-push-service';

/**
 * Web Push, real or its sandbox (docs/decisions/212): the choice is made by config.ts, as for
 * payments and shipping. No configuration at all (tests) means the sandbox with a key pair
 * made for this process.
 */
export function selectPushService(
  config: { vapid: VapidDetails; sandbox: boolean; keysFrom?: string } | undefined,
  own: { baseUrl: string; fetch: FetchLike | undefined; mount: (path: string, app: Hono) => void },
): { service: PushService; sandbox: PushSandboxState | null; description: string } {
  const vapid = config?.vapid ?? { subject: 'mailto:shop@jutexx.invalid', ...webpush.generateVAPIDKeys() };
  const keys = config?.keysFrom ?? 'made for this process';
  if (config && !config.sandbox) {
    return {
      service: createWebPushService(vapid),
      sandbox: null,
      description: `push: web push (VAPID keys: ${keys}; subject ${vapid.subject})`,
    };
  }
  const state = createPushSandboxState();
  own.mount(PUSH_SANDBOX_PATH, createPushSandboxRoutes(state));
  const service = createSandboxPushService({
    vapid,
    baseUrl: `${own.baseUrl}${PUSH_SANDBOX_PATH}`,
    fetch: own.fetch ?? fetch,
  });
  return {
    service,
    sandbox: state,
    description: `push: push-service sandbox at ${PUSH_SANDBOX_PATH} (VAPID keys: ${keys}; no browser's push service is reached)`,
  };
}
