import { ADD_TO_CART_TIMEOUT_MS, IDEMPOTENCY_HEADER } from '../../contract/constants';
import type { ApiError } from '../api/api-error';
import { queuedEntries } from '../data/bag-lines';
import { readSessionUser } from '../data/session';
import { asApiError, type PushResult, type Rejection, refusedInTheWorker } from './entry-outcome';
import { handlerFor } from './handlers/handler-for';
import type { QueuedRow } from './handlers/sync-handler';
import { outboxRequest } from './shared/outbox-requests';
import { sendOutboxPass } from './shared/send-outbox';
import { defaultContext, type SyncContext } from './sync-context';

/**
 * One pass over the outbox (src/sync/shared/send-outbox.ts states its guarantees; the service
 * worker runs the same pass when no page is open). Each entry's answer or refusal goes to its
 * domain's handler (handlers/). The bearer token is read by the client when each request is sent.
 */
export async function pushOutbox(
  context: SyncContext = defaultContext(),
  options: { timeoutMs?: number } = {},
): Promise<PushResult> {
  const { database, client } = context;
  const result: PushResult = { phase: 'idle', outcomes: {}, rejections: [] };
  const user = await readSessionUser(database);
  if (!user) return result;
  const userId = user._id;

  const phase = await sendOutboxPass<QueuedRow, ApiError>({
    async next() {
      const [entry] = await queuedEntries(database, userId);
      return entry?.seq === undefined ? undefined : { ...entry, seq: entry.seq };
    },
    send(entry) {
      // Refused while no page was open: not sent again; dropped here, and the shopper told why.
      if (entry.refusal) throw refusedInTheWorker(entry.refusal);
      const request = outboxRequest(entry);
      return client.post(request.path, request.body, {
        headers: { [IDEMPOTENCY_HEADER]: entry.key },
        timeout: options.timeoutMs ?? ADD_TO_CART_TIMEOUT_MS,
      });
    },
    async confirmed(entry, answer) {
      await handlerFor(entry.op).confirmed(context, entry, answer, userId);
      result.outcomes[entry.key] = { kind: 'confirmed' };
    },
    failureOf: asApiError,
    async refused(entry, error) {
      const rejection: Rejection = {
        key: entry.key,
        productId: entry.productId,
        productTitle: entry.title,
        reason: error.message,
        status: error.status,
        op: entry.op,
      };
      result.outcomes[entry.key] = { kind: 'rejected', rejection, error };
      result.rejections.push(rejection);
      await handlerFor(entry.op).refused(context, entry, userId);
    },
    async kept(entry, error, verdict) {
      // A change the server keeps failing (5xx) or not answering stays queued: it is retried with
      // a growing delay (retry-after-server-error.ts) until the shop answers, or the shopper
      // removes it. Dropping it would undo a change the shop may yet make (docs/decisions/195).
      await database.outbox.update(entry.seq, { attempts: entry.attempts + 1, lastError: error.message });
      result.outcomes[entry.key] = { kind: 'stopped', phase: verdict, error };
    },
  });
  return { ...result, phase };
}
