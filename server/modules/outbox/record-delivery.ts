import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { outboxMessages } from '../../db/schema/outbox';
import { oneLine } from '../../integrations/mail/mailer';
import { recordEvent } from '../order-timeline/record-event';
import { type FinalOutcome, type Outcome, recordOutcome } from './record-outcome';

export type ClaimedMessage = typeof outboxMessages.$inferSelect;

const CHANNEL_LABEL = { email: 'E-mail', sms: 'SMS', whatsapp: 'WhatsApp message' } as const;
/** What the shop lacks when a message of the channel stays in the outbox (no SMTP; no SMS or WhatsApp provider wired). */
const MISSING_SENDER = {
  email: 'no mail server configured',
  sms: 'no SMS provider configured',
  whatsapp: 'no WhatsApp provider configured',
} as const;

/** "E-mail 'Your order has shipped'", as staff read it on the order's timeline. */
function labelOf(message: ClaimedMessage): string {
  return `${CHANNEL_LABEL[message.channel]} '${oneLine(message.subject ?? message.body, 80)}'`;
}

function summaryOf(message: ClaimedMessage, outcome: FinalOutcome, transport: string): string {
  if (outcome.kind === 'failed')
    return `${labelOf(message)} to ${message.recipient} not sent after ${message.attempts} attempts: ${outcome.error}`;
  // Without a sender the message is only in the table and the log; staff should know it did not leave.
  const where = transport === 'outbox' ? ` (outbox only: ${MISSING_SENDER[message.channel]})` : '';
  return `${labelOf(message)} sent to ${message.recipient}${where}`;
}

/**
 * Settles a claimed message (record-outcome.ts) and, once it is sent or has failed for good,
 * puts it on the timeline of the order it is about, when that order still exists.
 * `transport` is the sender's, for a sent message.
 */
export async function recordDelivery(
  db: Db,
  message: ClaimedMessage,
  outcome: Outcome,
  now: Date,
  transport = '',
): Promise<void> {
  await recordOutcome(db, outboxMessages, message, outcome, now, async (tx, final) => {
    if (!message.orderId) return;
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, message.orderId));
    if (!order) return;
    await recordEvent(tx, {
      orderId: order.id,
      kind: 'mail',
      actor: 'system',
      summary: summaryOf(message, final, transport),
      data: { messageId: message.id, channel: message.channel, attempts: message.attempts },
      at: now,
    });
  });
}
