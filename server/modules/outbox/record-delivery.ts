import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { outboxMessages } from '../../db/schema/outbox';
import { oneLine } from '../../integrations/mail/mailer';
import { recordEvent } from '../order-timeline/record-event';
import type { ClaimedMessage } from './claim-due-messages';
import { MAX_MAIL_ATTEMPTS, retryAt } from './mail-retry';

const CHANNEL_LABEL = { email: 'E-mail', sms: 'SMS', whatsapp: 'WhatsApp message' } as const;

/** "E-mail 'Your order has shipped'", as staff read it on the order's timeline. */
function labelOf(message: ClaimedMessage): string {
  return `${CHANNEL_LABEL[message.channel]} '${oneLine(message.subject ?? message.body, 80)}'`;
}

/**
 * Only the claim that is still current may settle a message: the attempt count it took must
 * still be the row's, so a dispatcher whose lease ran out cannot overwrite a later attempt.
 */
function stillClaimed(message: ClaimedMessage) {
  return and(
    eq(outboxMessages.id, message.id),
    eq(outboxMessages.status, 'pending'),
    eq(outboxMessages.attempts, message.attempts),
  );
}

/** The timeline entry of a message about an order, when that order still exists. */
async function recordOnOrder(tx: Db, message: ClaimedMessage, summary: string, at: Date): Promise<void> {
  if (!message.orderId) return;
  const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, message.orderId));
  if (!order) return;
  await recordEvent(tx, {
    orderId: order.id,
    kind: 'mail',
    actor: 'system',
    summary,
    data: { messageId: message.id, channel: message.channel, attempts: message.attempts },
    at,
  });
}

/** The message went out: sent, with its timeline entry, in one transaction. */
export async function markSent(db: Db, message: ClaimedMessage, transport: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [sent] = await tx
      .update(outboxMessages)
      .set({ status: 'sent', sentAt: now, error: null })
      .where(stillClaimed(message))
      .returning({ id: outboxMessages.id });
    if (!sent) return;
    // Without SMTP the message is only in the table and the log; staff should know it did not leave.
    const where = transport === 'outbox' ? ' (outbox only: no mail server configured)' : '';
    await recordOnOrder(tx, message, `${labelOf(message)} sent to ${message.recipient}${where}`, now);
  });
}

/**
 * The attempt failed: the message waits for its next try (backoff), or, after the last
 * attempt, is marked failed and the order's timeline says why it was not sent.
 */
export async function markFailed(
  db: Db,
  message: ClaimedMessage,
  reason: string,
  now: Date,
): Promise<'retry' | 'failed'> {
  const final = message.attempts >= MAX_MAIL_ATTEMPTS;
  const error = oneLine(reason, 500);
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(outboxMessages)
      .set(final ? { status: 'failed', error } : { error, nextAttemptAt: retryAt(message.attempts, now) })
      .where(stillClaimed(message))
      .returning({ id: outboxMessages.id });
    if (!updated || !final) return;
    await recordOnOrder(
      tx,
      message,
      `${labelOf(message)} to ${message.recipient} not sent after ${message.attempts} attempts: ${error}`,
      now,
    );
  });
  return final ? 'failed' : 'retry';
}
