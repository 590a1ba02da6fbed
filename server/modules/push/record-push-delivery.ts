import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushOutbox, pushSubscriptions } from '../../db/schema/push';
import { oneLine } from '../../integrations/mail/mailer';
import { recordEvent } from '../order-timeline/record-event';
import { MAX_MAIL_ATTEMPTS, retryAt } from '../outbox/mail-retry';
import type { ClaimedPush } from './claim-due-pushes';

/** "Push notification 'Order #1a2b3c4d has shipped'", as staff read it on the order's timeline. */
function labelOf(push: ClaimedPush): string {
  return `Push notification '${oneLine(push.payload.title, 80)}'`;
}

/** Only the claim still current may settle a push (see outbox/record-delivery.ts). */
function stillClaimed(push: ClaimedPush) {
  return and(eq(pushOutbox.id, push.id), eq(pushOutbox.status, 'pending'), eq(pushOutbox.attempts, push.attempts));
}

/**
 * The order's timeline entry (kind 'mail': messages to the shopper, which the shopper's page does
 * not list). The push row references its order, so the order is there.
 */
function recordOnOrder(tx: Db, push: ClaimedPush, summary: string, at: Date): Promise<void> {
  const data = { pushId: push.id, channel: 'push', attempts: push.attempts };
  return recordEvent(tx, { orderId: push.orderId, kind: 'mail', actor: 'system', summary, data, at });
}

export async function markPushSent(db: Db, push: ClaimedPush, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [sent] = await tx
      .update(pushOutbox)
      .set({ status: 'sent', sentAt: now, error: null })
      .where(stillClaimed(push))
      .returning({ id: pushOutbox.id });
    if (sent) await recordOnOrder(tx, push, `${labelOf(push)} sent to one of the shopper's devices`, now);
  });
}

/**
 * The push service said the device is gone (404/410): the subscription is deleted, and with it
 * every push still queued for that device; the timeline says why this one did not arrive.
 */
export async function forgetGoneDevice(db: Db, push: ClaimedPush, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [still] = await tx.select({ id: pushOutbox.id }).from(pushOutbox).where(stillClaimed(push));
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

/**
 * The attempt failed: it waits for its next try with the mail outbox's backoff (outbox/
 * mail-retry.ts), or is marked failed after the last attempt, or at once when trying again
 * cannot help (`final`: the push service refused the request itself).
 */
export async function markPushFailed(
  db: Db,
  push: ClaimedPush,
  reason: string,
  now: Date,
  options: { final: boolean },
): Promise<'retry' | 'failed'> {
  const final = options.final || push.attempts >= MAX_MAIL_ATTEMPTS;
  const error = oneLine(reason, 500);
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(pushOutbox)
      .set(final ? { status: 'failed', error } : { error, nextAttemptAt: retryAt(push.attempts, now) })
      .where(stillClaimed(push))
      .returning({ id: pushOutbox.id });
    if (updated && final)
      await recordOnOrder(tx, push, `${labelOf(push)} not sent after ${push.attempts} attempt(s): ${error}`, now);
  });
  return final ? 'failed' : 'retry';
}
