import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushOutbox, pushSubscriptions } from '../../db/schema/push';
import { oneLine } from '../../integrations/mail/mailer';
import { recordEvent } from '../order-timeline/record-event';
import { type Outcome, recordOutcome, stillClaimed } from '../outbox/record-outcome';
import type { ClaimedPush } from './claim-due-pushes';

/** "Push notification 'Order #1a2b3c4d has shipped'", as staff read it on the order's timeline. */
function labelOf(push: ClaimedPush): string {
  return `Push notification '${oneLine(push.payload.title, 80)}'`;
}

/**
 * The order's timeline entry (kind 'mail': messages to the shopper, which the shopper's page does
 * not list). The push row references its order, so the order is there.
 */
function recordOnOrder(tx: Db, push: ClaimedPush, summary: string, at: Date): Promise<void> {
  const data = { pushId: push.id, channel: 'push', attempts: push.attempts };
  return recordEvent(tx, { orderId: push.orderId, kind: 'mail', actor: 'system', summary, data, at });
}

/** Settles a claimed push (outbox/record-outcome.ts), on the order's timeline once sent or failed for good. */
export async function recordPushDelivery(db: Db, push: ClaimedPush, outcome: Outcome, now: Date): Promise<void> {
  await recordOutcome(db, pushOutbox, push, outcome, now, (tx, final) =>
    recordOnOrder(
      tx,
      push,
      final.kind === 'sent'
        ? `${labelOf(push)} sent to one of the shopper's devices`
        : `${labelOf(push)} not sent after ${push.attempts} attempt(s): ${final.error}`,
      now,
    ),
  );
}

/**
 * The push service said the device is gone (404/410): the subscription is deleted, and with it
 * every push still queued for that device; the timeline says why this one did not arrive.
 */
export async function forgetGoneDevice(db: Db, push: ClaimedPush, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [still] = await tx.select({ id: pushOutbox.id }).from(pushOutbox).where(stillClaimed(pushOutbox, push));
    if (!still) return;
    await recordOnOrder(
      tx,
      push,
      `${labelOf(push)} not delivered: the device no longer takes notifications, so it was removed`,
      now,
    );
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, push.subscriptionId));
  });
}
