import { Hono } from 'hono';
import type { FetchLike } from './fetch-like';
import { createInProcessFetch } from './in-process-fetch';
import type { Mailer } from './mail/mailer';
import { createOutboxNotifier, type Notifier } from './mail/notifier';
import { createOutboxMailer } from './mail/outbox-mailer';
import { createSmtpMailer, describeSmtpUrl } from './mail/smtp-mailer';
import type { PushService, VapidDetails } from './push/push-service';
import type { PushSandboxState } from './push/sandbox/push-sandbox-state';
import { selectPushService } from './push/select-push-service';
import type { PaymentGateway } from './razorpay/payment-gateway';
import { RazorpayGateway } from './razorpay/razorpay-gateway';
import { createRazorpaySandboxRoutes, RAZORPAY_SANDBOX_PATH } from './razorpay/sandbox/sandbox-routes';
import { createRazorpaySandboxState, type RazorpaySandboxState } from './razorpay/sandbox/sandbox-state';
import { createShiprocketSandboxRoutes, SHIPROCKET_SANDBOX_PATH } from './shiprocket/sandbox/sandbox-routes';
import { createShiprocketSandbox } from './shiprocket/sandbox/sandbox-state';
import type { ShippingGateway } from './shiprocket/shipping-gateway';
import { ShiprocketGateway } from './shiprocket/shiprocket-gateway';

/** The settings this needs, as plain values: the server's config module reads the environment. */
export type IntegrationsConfig = {
  /** Our own server as its sandbox clients reach it, e.g. `http://127.0.0.1:8080`. */
  ownBaseUrl: string;
  /** The shop's address for browsers (PUBLIC_URL), used in the sandbox's invoice links. */
  publicUrl?: string;
  razorpay: { keyId?: string; keySecret?: string; webhookSecret?: string };
  shiprocket: { email?: string; password?: string; pickupLocation?: string };
  mail: { smtpUrl?: string; from?: string };
  /**
   * Web Push (docs/decisions/210, 212): the VAPID key pair and subject, and whether pushes go to
   * the local push-service sandbox. Absent: the sandbox, with a key pair made for this process.
   */
  push?: { vapid: VapidDetails; sandbox: boolean; keysFrom?: string };
  /** Derives the sandbox secrets from this, so a restart does not void payments under way. */
  sandboxSeed?: string;
  /**
   * How sandbox clients reach the sandboxes: over HTTP to `ownBaseUrl` (the default, for a
   * running server), or by calling the sandbox apps in this process (tests: no port needed).
   */
  sandboxTransport?: 'http' | 'in-process';
  /** The sandboxes' clock, for tests that move tracking along. */
  sandboxClock?: () => number;
};

export type SandboxMount = { path: string; app: Hono };

export type Integrations = {
  payments: PaymentGateway;
  shipping: ShippingGateway;
  mailer: Mailer;
  notifier: Notifier;
  push: PushService;
  /** One line per integration for the start-up log, saying which is in use and why. */
  descriptions: string[];
  /** The sandbox sub-apps to mount, each at its path; empty when every part is real. */
  sandboxRoutes: SandboxMount[];
  /** The Razorpay sandbox, when used: set its `webhook` to have it send webhooks. */
  razorpaySandbox: RazorpaySandboxState | null;
  /** The push-service sandbox, when used: what it received, for tests. */
  pushSandbox: PushSandboxState | null;
};

function present(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== '';
}

/** Names the variables whose absence put a part in its sandbox. */
function missing(names: Record<string, string | undefined>): string {
  const absent = Object.entries(names)
    .filter(([, value]) => !present(value))
    .map(([name]) => name);
  return `no ${absent.join(', no ')}`;
}

/**
 * Chooses each integration from the configuration: the real provider when its credentials are
 * all present, otherwise its local sandbox (DESIGN.md, "Real parts and their sandboxes").
 */
export function selectIntegrations(config: IntegrationsConfig): Integrations {
  const own = config.ownBaseUrl.replace(/\/+$/, '');
  const sandboxRoutes: SandboxMount[] = [];
  const descriptions: string[] = [];
  // In process, the clients call a small app holding only the sandboxes, so there is no cycle
  // between the server app (which mounts them) and the clients (which the server app uses).
  const sandboxHost = new Hono();
  const sandboxFetch: FetchLike | undefined =
    config.sandboxTransport === 'in-process' ? createInProcessFetch(sandboxHost) : undefined;
  const mount = (path: string, app: Hono) => {
    sandboxRoutes.push({ path, app });
    sandboxHost.route(path, app);
  };

  let payments: PaymentGateway;
  let razorpaySandbox: RazorpaySandboxState | null = null;
  const { keyId, keySecret, webhookSecret } = config.razorpay;
  if (present(keyId) && present(keySecret)) {
    payments = new RazorpayGateway({ keyId, keySecret, webhookSecret });
    const kind = keyId.startsWith('rzp_live_') ? 'live keys' : 'test keys';
    const webhooks = present(webhookSecret) ? 'webhooks verified' : 'webhooks refused: no RAZORPAY_WEBHOOK_SECRET';
    descriptions.push(`payments: razorpay (${kind}; ${webhooks})`);
  } else {
    razorpaySandbox = createRazorpaySandboxState({ seed: config.sandboxSeed, now: config.sandboxClock });
    mount(RAZORPAY_SANDBOX_PATH, createRazorpaySandboxRoutes(razorpaySandbox));
    payments = new RazorpayGateway({
      mode: 'sandbox',
      keyId: razorpaySandbox.keyId,
      keySecret: razorpaySandbox.keySecret,
      webhookSecret: razorpaySandbox.webhookSecret,
      baseUrl: `${own}${RAZORPAY_SANDBOX_PATH}/v1`,
      // Same origin as the shop's pages, so the browser loads it from wherever it found the shop.
      checkoutScriptUrl: `${RAZORPAY_SANDBOX_PATH}/checkout.js`,
      fetch: sandboxFetch,
    });
    descriptions.push(
      `payments: razorpay sandbox (${missing({ RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret })})`,
    );
  }

  let shipping: ShippingGateway;
  const { email, password, pickupLocation } = config.shiprocket;
  if (present(email) && present(password)) {
    shipping = new ShiprocketGateway({ email, password, pickupLocation });
    descriptions.push('shipping: shiprocket');
  } else {
    const sandbox = createShiprocketSandbox({ now: config.sandboxClock, publicBaseUrl: config.publicUrl });
    mount(SHIPROCKET_SANDBOX_PATH, createShiprocketSandboxRoutes(sandbox));
    shipping = new ShiprocketGateway({
      mode: 'sandbox',
      ...sandbox.credentials,
      baseUrl: `${own}${SHIPROCKET_SANDBOX_PATH}/v1/external`,
      trackingPageBase: `${config.publicUrl ?? own}${SHIPROCKET_SANDBOX_PATH}/tracking`,
      fetch: sandboxFetch,
      now: config.sandboxClock,
    });
    descriptions.push(
      `shipping: shiprocket sandbox (${missing({ SHIPROCKET_EMAIL: email, SHIPROCKET_PASSWORD: password })})`,
    );
  }

  const { smtpUrl, from } = config.mail;
  // Without SMTP a message's outbox row is its record and the log line announces it.
  const mailer: Mailer = present(smtpUrl) ? createSmtpMailer({ smtpUrl, from }) : createOutboxMailer();
  descriptions.push(present(smtpUrl) ? `mail: smtp (${describeSmtpUrl(smtpUrl)})` : 'mail: outbox (no SMTP_URL)');

  const notifier = createOutboxNotifier();
  descriptions.push('sms/whatsapp: outbox (no provider configured)');

  const push = selectPushService(config.push, { baseUrl: own, fetch: sandboxFetch, mount });
  descriptions.push(push.description);

  return {
    payments,
    shipping,
    mailer,
    notifier,
    push: push.service,
    descriptions,
    sandboxRoutes,
    razorpaySandbox,
    pushSandbox: push.sandbox,
  };
}
