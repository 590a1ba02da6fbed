import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema/outbox';
import type { Integrations } from '../../integrations/select-integrations';
import { drainOutbox } from './drain-outbox';
import { CLAIM_LEASE_MINUTES } from './mail-retry';
import { type ClaimedMessage, recordDelivery } from './record-delivery';
import { failureOf, warnFailure } from './record-outcome';

export type Senders = Pick<Integrations, 'mailer' | 'notifier'>;
export type DispatchResult = { sent: number; retrying: number; failed: number };

async function send(senders: Senders, message: ClaimedMessage): Promise<string> {
  if (message.channel === 'email') {
    const sent = await senders.mailer.send({
      to: message.recipient,
      subject: message.subject ?? '',
      text: message.body,
      ...(message.html === null ? {} : { html: message.html }),
    });
    return sent.transport;
  }
  const sent = await senders.notifier.notify({ channel: message.channel, to: message.recipient, text: message.body });
  return sent.transport;
}

/**
 * Sends the outbox's due messages (docs/decisions/149), the only caller of Mailer.send and
 * Notifier.notify, through the outboxes' one claimer and recorder (drain-outbox.ts): a message
 * is claimed before it is sent, so two dispatchers never send the same one; a failure is retried
 * with backoff and, after the last attempt, marked failed.
 */
export function dispatchOutbox(
  db: Db,
  senders: Senders,
  now: Date = new Date(),
  signal?: AbortSignal,
): Promise<DispatchResult> {
  const drain = {
    table: outboxMessages,
    leaseMinutes: CLAIM_LEASE_MINUTES,
    read: (ids: string[]) => db.select().from(outboxMessages).where(inArray(outboxMessages.id, ids)),
    async deliver(message: ClaimedMessage) {
      let transport: string;
      try {
        transport = await send(senders, message);
      } catch (error) {
        const outcome = failureOf(message, error);
        await recordDelivery(db, message, outcome, now);
        warnFailure(`Outbox: ${message.channel} ${message.id} to ${message.recipient}`, message, outcome);
        return outcome.kind;
      }
      await recordDelivery(db, message, { kind: 'sent' }, now, transport);
      return 'sent' as const;
    },
  };
  return drainOutbox(db, drain, { sent: 0, retrying: 0, failed: 0 }, now, signal);
}
