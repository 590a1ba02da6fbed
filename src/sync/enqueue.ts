import type { EntryOutcome } from './entry-outcome';
import { handlerFor } from './handlers/handler-for';
import { claimOutcome } from './rejections';
import { defaultContext, type SyncContext } from './sync-context';
import { syncIfPossible } from './sync-if-possible';

/**
 * How a change the caller queued ended, in the shopper's terms (docs/decisions/156, 246):
 * - sent: the shop confirmed it (or another sender did; or nothing needed sending);
 * - queued: no answer (offline, timeout) or a server error: it stays in the outbox and is replayed
 *   with the same key, so the change IS made on this device and will reach the shop;
 * - session-expired: 401, kept and sent after the next sign-in;
 * - refused: the shop said no: the entry was dropped and its local effect undone; `message` is the
 *   domain's words for it (its handler's `refusalMessage`).
 */
export type EnqueueOutcome =
  | { kind: 'sent' }
  | { kind: 'queued' }
  | { kind: 'session-expired' }
  | { kind: 'refused'; message: string };

/** One entry's push outcome in the shopper's terms; no outcome: the push stopped before it. */
export function outcomeFor(outcome: EntryOutcome | undefined, stillQueued: boolean): EnqueueOutcome {
  if (!outcome) return stillQueued ? { kind: 'queued' } : { kind: 'sent' };
  if (outcome.kind === 'confirmed') return { kind: 'sent' };
  if (outcome.kind === 'stopped') {
    return outcome.phase === 'unauthorized' ? { kind: 'session-expired' } : { kind: 'queued' };
  }
  return { kind: 'refused', message: handlerFor(outcome.rejection.op).refusalMessage(outcome.error) };
}

/**
 * Queues a change and sends it at once, resolving its outcome. `write` stores the local change and
 * its outbox entry in one transaction (STYLE.md 5) and resolves the entry's key, or null when there
 * was nothing to queue; a throw from it means nothing was stored, and rejects. The push runs merged
 * with any other (syncIfPossible); the caller reports this entry's refusal itself, so the global
 * notices stay quiet about it. A push that breaks leaves the entry queued and is reported as such.
 */
export async function enqueue(
  write: () => Promise<string | null>,
  context: SyncContext = defaultContext(),
): Promise<EnqueueOutcome> {
  const key = await write();
  if (key === null) return { kind: 'sent' };
  const release = claimOutcome(key);
  try {
    const outcome = (await syncIfPossible(context)).outcomes[key];
    // No outcome of its own: the push stopped at an older entry, or another sender sent this one.
    const stillQueued = !outcome && (await context.database.outbox.where('key').equals(key).count()) > 0;
    return outcomeFor(outcome, stillQueued);
  } catch (error) {
    // The push itself broke (the sync state says so); the entry is stored and is replayed.
    console.warn('Sending the change failed:', error);
    return { kind: 'queued' };
  } finally {
    release();
  }
}
