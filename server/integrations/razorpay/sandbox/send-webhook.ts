import type { RazorpayPayment } from '../payment-gateway';
import { newRazorpayId } from '../razorpay-ids';
import { hmacSha256Hex } from '../signatures';
import { type RazorpaySandboxState, unixSeconds } from './sandbox-state';

export type SandboxWebhookEvent = 'payment.captured' | 'payment.failed';

/**
 * Sends a webhook the way Razorpay does: the event envelope as JSON, signed in
 * `X-Razorpay-Signature` with the webhook secret. It goes out after the current request has
 * been answered, so, as with Razorpay, it may reach the shop before or after the browser's
 * verify call. A failed delivery is logged as a warning and not retried (Razorpay retries).
 */
export function queueWebhook(state: RazorpaySandboxState, event: SandboxWebhookEvent, payment: RazorpayPayment): void {
  const target = state.webhook;
  if (target === null) return;
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_sandbox_jutexx',
    event,
    contains: ['payment'],
    payload: { payment: { entity: payment } },
    created_at: unixSeconds(state),
  });
  const headers = {
    'content-type': 'application/json',
    'x-razorpay-signature': hmacSha256Hex(state.webhookSecret, body),
    'x-razorpay-event-id': newRazorpayId('evt'),
  };
  const send = target.fetch ?? fetch;
  const delivery = new Promise<void>((resolve) => setTimeout(resolve, 0))
    .then(() => send(target.url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) }))
    .then((response) => {
      if (!response.ok)
        console.warn(`razorpay sandbox: webhook ${event} got HTTP ${response.status} from ${target.url}`);
    })
    .catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`razorpay sandbox: webhook ${event} to ${target.url} failed: ${reason}`);
    })
    .finally(() => state.deliveries.delete(delivery));
  state.deliveries.add(delivery);
}
