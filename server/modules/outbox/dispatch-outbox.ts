import type { Db } from '../../db/client';
import type { Integrations } from '../../integrations/select-integrations';
import { type ClaimedMessage, claimDueMessages, releaseClaims } from './claim-due-messages';
import { markFailed, markSent } from './record-delivery';

export type Senders = Pick<Integrations, 'mailer' | 'notifier'>;
export type DispatchResult = { sent: number; retrying: number; failed: number };

/** Messages claimed per statement, and at most per run: the next tick takes the rest. */
const BATCH = 20;
const MAX_PER_RUN = 200;

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
 * Notifier.notify. Each message is claimed before it is sent, so two dispatchers never send
 * the same one; a failure is retried with backoff and, after the last attempt, marked failed.
 * Delivery is at least once: if the process dies between the send and marking it sent, the
 * message goes again when its claim's lease ends.
 */
export async function dispatchOutbox(
  db: Db,
  senders: Senders,
  now: Date = new Date(),
  signal?: AbortSignal,
): Promise<DispatchResult> {
  const result: DispatchResult = { sent: 0, retrying: 0, failed: 0 };
  let taken = 0;
  while (taken < MAX_PER_RUN && !signal?.aborted) {
    const batch = await claimDueMessages(db, now, Math.min(BATCH, MAX_PER_RUN - taken));
    if (batch.length === 0) break;
    taken += batch.length;
    for (const [index, message] of batch.entries()) {
      if (signal?.aborted) {
        await releaseClaims(db, batch.slice(index), now);
        break;
      }
      let transport: string;
      try {
        transport = await send(senders, message);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const outcome = await markFailed(db, message, reason, now);
        if (outcome === 'failed') result.failed++;
        else result.retrying++;
        console.warn(
          `Outbox: ${message.channel} ${message.id} to ${message.recipient} ${outcome === 'failed' ? 'failed for good' : `failed (attempt ${message.attempts})`}: ${reason}`,
        );
        continue;
      }
      await markSent(db, message, transport, now);
      result.sent++;
    }
  }
  return result;
}
