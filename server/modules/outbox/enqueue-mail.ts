import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema/outbox';
import type { MailMessage } from '../../integrations/mail/mailer';
import { newObjectId } from '../../lib/object-id';

export type QueuedMessage = MailMessage & {
  /** E-mail unless said otherwise; SMS and WhatsApp carry only `text`. */
  channel?: 'email' | 'sms' | 'whatsapp';
  /** The order the message is about: its timeline shows when it was sent or why it failed. */
  orderId?: string;
};

/**
 * Queues a message in the same transaction as the change that causes it (docs/decisions/149):
 * if the change rolls back, no mail goes; if it commits, the dispatcher (modules/outbox/
 * dispatch-outbox.ts, run by the mail-dispatch job) sends it within seconds, retrying with
 * backoff. Nothing is sent inside the request.
 */
export async function enqueueMail(tx: Db, message: QueuedMessage): Promise<string> {
  const id = newObjectId();
  await tx.insert(outboxMessages).values({
    id,
    channel: message.channel ?? 'email',
    recipient: message.to,
    subject: message.subject,
    body: message.text,
    html: message.html ?? null,
    status: 'pending',
    // Due now by the servers' clock, the one the dispatcher compares with (not the database's).
    nextAttemptAt: new Date(),
    orderId: message.orderId ?? null,
  });
  return id;
}

/** Queues the e-mail a message builder wrote (subject, text, HTML) to one address, about one order when given. */
export function enqueueEmail(tx: Db, to: string, message: Omit<MailMessage, 'to'>, orderId?: string): Promise<string> {
  return enqueueMail(tx, { to, subject: message.subject, text: message.text, html: message.html, orderId });
}
