import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema/outbox';
import { CLAIM_LEASE_MINUTES } from './mail-retry';

export type ClaimedMessage = typeof outboxMessages.$inferSelect;

/**
 * Takes up to `limit` pending messages that are due, in one statement: their attempt count goes
 * up and they are not due again until the lease ends. The rows are picked FOR UPDATE SKIP
 * LOCKED and re-checked by the UPDATE, so two dispatchers (two instances, or two ticks) never
 * claim the same message: the one that lost the row skips it or finds it no longer due.
 * The claim commits before anything is sent, so a slow mail server holds no row lock.
 */
export async function claimDueMessages(db: Db, now: Date, limit: number): Promise<ClaimedMessage[]> {
  const due = and(eq(outboxMessages.status, 'pending'), lte(outboxMessages.nextAttemptAt, now));
  const candidates = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(due)
    .orderBy(asc(outboxMessages.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(outboxMessages)
    .set({
      attempts: sql`${outboxMessages.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MINUTES * 60_000),
    })
    .where(and(inArray(outboxMessages.id, candidates), due))
    .returning();
  // Oldest first, as they were queued: a confirmation goes before the status mail after it.
  return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
}

/** Gives back claimed messages that were not tried (shutdown): due again at once, attempt not counted. */
export async function releaseClaims(db: Db, messages: ClaimedMessage[], now: Date): Promise<void> {
  for (const message of messages) {
    await db
      .update(outboxMessages)
      .set({ attempts: message.attempts - 1, nextAttemptAt: now })
      .where(
        and(
          eq(outboxMessages.id, message.id),
          eq(outboxMessages.status, 'pending'),
          eq(outboxMessages.attempts, message.attempts),
        ),
      );
  }
}
