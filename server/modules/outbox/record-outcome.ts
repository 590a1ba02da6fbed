import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneLine } from '../../integrations/mail/mailer';
import type { Claim, OutboxTable } from './claim-due-rows';
import { MAX_MAIL_ATTEMPTS, retryAt } from './mail-retry';

/** How an attempt ended; 'sent' and 'failed' are final and go on the order's timeline. */
export type Outcome = { kind: 'sent' } | { kind: 'retrying'; error: string } | { kind: 'failed'; error: string };
export type FinalOutcome = Exclude<Outcome, { kind: 'retrying' }>;

/**
 * Only the claim that is still current may settle a row: the attempt count it took must still
 * be the row's, so a dispatcher whose lease ran out cannot overwrite a later attempt.
 */
export function stillClaimed(table: OutboxTable, claim: Claim) {
  return and(eq(table.id, claim.id), eq(table.status, 'pending'), eq(table.attempts, claim.attempts));
}

/**
 * What a failed attempt leads to: another try after the backoff (mail-retry.ts), or failed after
 * the last attempt, or at once when trying again cannot help (`final`).
 */
export function failureOf(claim: Claim, error: unknown, final = false): Exclude<Outcome, { kind: 'sent' }> {
  const reason = oneLine(error instanceof Error ? error.message : String(error), 500);
  return final || claim.attempts >= MAX_MAIL_ATTEMPTS
    ? { kind: 'failed', error: reason }
    : { kind: 'retrying', error: reason };
}

function changeOf(outcome: Outcome, claim: Claim, now: Date) {
  if (outcome.kind === 'sent') return { status: 'sent' as const, sentAt: now, error: null };
  if (outcome.kind === 'failed') return { status: 'failed' as const, error: outcome.error };
  return { error: outcome.error, nextAttemptAt: retryAt(claim.attempts, now) };
}

/**
 * Settles a claimed row and, when the outcome is final, writes its timeline entry in the same
 * transaction; a claim that is no longer current changes nothing.
 */
export async function recordOutcome(
  db: Db,
  table: OutboxTable,
  claim: Claim,
  outcome: Outcome,
  now: Date,
  onTimeline: (tx: Db, outcome: FinalOutcome) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [settled] = await tx
      .update(table)
      .set(changeOf(outcome, claim, now))
      .where(stillClaimed(table, claim))
      .returning({ id: table.id });
    if (settled && outcome.kind !== 'retrying') await onTimeline(tx, outcome);
  });
}

/** One line in the log for a failed attempt, as both dispatchers write it. */
export function warnFailure(what: string, claim: Claim, outcome: Exclude<Outcome, { kind: 'sent' }>): void {
  const state = outcome.kind === 'failed' ? 'failed for good' : `failed (attempt ${claim.attempts})`;
  console.warn(`${what} ${state}: ${outcome.error}`);
}
