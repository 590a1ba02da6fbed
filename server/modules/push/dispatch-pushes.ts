import type { Db } from '../../db/client';
import { isRetryablePushFailure, type PushService } from '../../integrations/push/push-service';
import { claimDuePushes } from './claim-due-pushes';
import { forgetGoneDevice, markPushFailed, markPushSent } from './record-push-delivery';

export type PushDispatchResult = { sent: number; gone: number; retrying: number; failed: number };

const BATCH = 20;
const MAX_PER_RUN = 200;
/** A push service keeps an undelivered push this long for a device that is off: order news older than a day is stale. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * Sends the due pushes (docs/decisions/213), the only caller of PushService.send: claimed first
 * so two dispatchers never send one twice, retried with backoff when the push service had no
 * answer or failed, and a device the push service calls gone is forgotten. The Topic is the
 * order's id, so a push service holding an earlier step for a device that is off replaces it.
 */
export async function dispatchPushes(
  db: Db,
  push: PushService,
  now: Date = new Date(),
  signal?: AbortSignal,
): Promise<PushDispatchResult> {
  const result: PushDispatchResult = { sent: 0, gone: 0, retrying: 0, failed: 0 };
  let taken = 0;
  while (taken < MAX_PER_RUN && !signal?.aborted) {
    const batch = await claimDuePushes(db, now, Math.min(BATCH, MAX_PER_RUN - taken));
    if (batch.length === 0) break;
    taken += batch.length;
    for (const message of batch) {
      // Claims left unsent on shutdown come back when their short lease ends.
      if (signal?.aborted) break;
      try {
        const outcome = await push.send(message.device, JSON.stringify(message.payload), {
          topic: message.orderId,
          ttlSeconds: PUSH_TTL_SECONDS,
        });
        if (outcome === 'gone') {
          await forgetGoneDevice(db, message, now);
          result.gone++;
        } else {
          await markPushSent(db, message, now);
          result.sent++;
        }
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const outcome = await markPushFailed(db, message, reason, now, { final: !isRetryablePushFailure(error) });
        result[outcome === 'failed' ? 'failed' : 'retrying']++;
        console.warn(
          `Push ${message.id} for order ${message.orderId}: ${outcome === 'failed' ? 'failed for good' : `failed (attempt ${message.attempts})`}: ${reason}`,
        );
      }
    }
  }
  return result;
}
