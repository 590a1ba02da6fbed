import { type FailureVerdict, type SendFailure, verdictOf } from './outbox-requests';

/** Why a pass stopped with entries left: they stay queued for the next one. */
export type StopVerdict = Exclude<FailureVerdict, 'refused'>;

/**
 * One sender's hold on the outbox: the page's sync engine (src/sync/push-outbox.ts: Dexie and the API
 * client) or the service worker's (sw/outbox-sync.ts: plain IndexedDB and fetch). The pass below
 * is the same for both.
 */
export type OutboxSender<E, F extends SendFailure> = {
  /** The next entry to send, oldest first (`seq`); undefined when none is left. */
  next(): Promise<E | undefined>;
  /** Sends it with its own key as the Idempotency-Key; the shop's answer, or a throw. */
  send(entry: E): Promise<unknown>;
  /** Deletes the entry in the transaction that writes the shop's answer. */
  confirmed(entry: E, answer: unknown): Promise<void>;
  /** What a throw from `send` or `confirmed` means. */
  failureOf(thrown: unknown): F;
  /** The shop refused the change for good. */
  refused(entry: E, failure: F): Promise<void>;
  /** No answer, no session or a server error: the entry stays, one more attempt counted. */
  kept(entry: E, failure: F, verdict: StopVerdict): Promise<void>;
};

/**
 * One pass over the outbox (STYLE.md 5). Guarantees, for both senders: entries go one at a time
 * in `seq` order; an entry leaves the outbox only when the shop confirmed it (with its answer
 * written) or refused it, never because it got no answer (docs/decisions/195); a resend after a
 * lost answer carries the same key, which the shop answers from its record, so nothing applies
 * twice. A confirmed answer that could not be written counts as no answer: the entry stays and
 * its resend is answered from the record. The pass stops at the first entry kept.
 */
export async function sendOutboxPass<E, F extends SendFailure>(
  sender: OutboxSender<E, F>,
): Promise<'idle' | StopVerdict> {
  for (;;) {
    const entry = await sender.next();
    if (entry === undefined) return 'idle';
    try {
      await sender.confirmed(entry, await sender.send(entry));
    } catch (thrown) {
      const failure = sender.failureOf(thrown);
      const verdict = verdictOf(failure);
      if (verdict !== 'refused') {
        await sender.kept(entry, failure, verdict);
        return verdict;
      }
      await sender.refused(entry, failure);
    }
  }
}
