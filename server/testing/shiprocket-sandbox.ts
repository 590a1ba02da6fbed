import { Hono } from 'hono';
import type { FetchLike } from '../integrations/fetch-like';
import { createInProcessFetch } from '../integrations/in-process-fetch';
import {
  createShiprocketSandboxRoutes,
  SHIPROCKET_SANDBOX_PATH,
} from '../integrations/shiprocket/sandbox/sandbox-routes';
import {
  createShiprocketSandbox,
  type ShiprocketSandboxOptions,
} from '../integrations/shiprocket/sandbox/sandbox-state';
import { ShiprocketGateway } from '../integrations/shiprocket/shiprocket-gateway';
import { TEST_ORIGIN } from './razorpay-sandbox';

/** A clock a test moves by hand. */
export function manualClock(startMs = Date.UTC(2025, 10, 20, 4, 30)) {
  let now = startMs;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/**
 * The Shiprocket sandbox mounted where the server mounts it, and the real gateway talking to it
 * in process. Every request the gateway makes is counted by path, so a test can see logins.
 */
export function shiprocketSandboxForTest(options: ShiprocketSandboxOptions & { password?: string } = {}) {
  const sandbox = createShiprocketSandbox(options);
  const app = new Hono().route(SHIPROCKET_SANDBOX_PATH, createShiprocketSandboxRoutes(sandbox));
  const inProcess = createInProcessFetch(app);
  const requests: string[] = [];
  const fetch: FetchLike = (input, init) => {
    requests.push(new URL(input instanceof Request ? input.url : input).pathname.replace(/^.*\/v1\/external/, ''));
    return inProcess(input, init);
  };
  const gateway = new ShiprocketGateway({
    mode: 'sandbox',
    email: sandbox.credentials.email,
    password: options.password ?? sandbox.credentials.password,
    baseUrl: `${TEST_ORIGIN}${SHIPROCKET_SANDBOX_PATH}/v1/external`,
    fetch,
    now: options.now,
  });
  return { sandbox, app, fetch: inProcess, gateway, requests };
}
