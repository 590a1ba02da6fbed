import type { Db } from '../../db/client';
import { pushOutbox } from '../../db/schema/push';
import { isRetryablePushFailure, type PushOutcome, type PushService } from '../../integrations/push/push-service';
import { drainOutbox } from '../outbox/drain-outbox';
import { failureOf, warnFailure } from '../outbox/record-outcome';
import { type ClaimedPush, PUSH_CLAIM_LEASE_MINUTES, readClaimedPushes } from './claim-due-pushes';
import { forgetGoneDevice, recordPushDelivery } from './record-push-delivery';

export type PushDispatchResult = { sent: number; gone: number; retrying: number; failed: number };

/** A push service keeps an undelivered push this long for a device that is off: order news older than a day is stale. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * Sends the due pushes (docs/decisions/213), the only caller of PushService.send, through the
 * outboxes' one claimer and recorder (outbox/drain-outbox.ts): claimed first so two dispatchers
 * never send one twice, retried with the mail outbox's backoff when the push service had no
 * answer or failed, failed at once when it refused the request itself, and a device the push
 * service calls gone is forgotten. The Topic is the order's id, so a push service holding an
 * earlier step for a device that is off replaces it.
 */
export function dispatchPushes(
  db: Db,
  push: PushService,
  now: Date = new Date(),
  signal?: AbortSignal,
): Promise<PushDispatchResult> {
  const drain = {
    table: pushOutbox,
    leaseMinutes: PUSH_CLAIM_LEASE_MINUTES,
    read: (ids: string[]) => readClaimedPushes(db, ids),
    async deliver(message: ClaimedPush) {
      let answer: PushOutcome;
      try {
        answer = await push.send(message.device, JSON.stringify(message.payload), {
          topic: message.orderId,
          ttlSeconds: PUSH_TTL_SECONDS,
        });
      } catch (error) {
        const outcome = failureOf(message, error, !isRetryablePushFailure(error));
        await recordPushDelivery(db, message, outcome, now);
        warnFailure(`Push ${message.id} for order ${message.orderId}`, message, outcome);
        return outcome.kind;
      }
      if (answer === 'gone') {
        await forgetGoneDevice(db, message, now);
        return 'gone' as const;
      }
      await recordPushDelivery(db, message, { kind: 'sent' }, now);
      return 'sent' as const;
    },
  };
  return drainOutbox(db, drain, { sent: 0, gone: 0, retrying: 0, failed: 0 }, now, signal);
}
