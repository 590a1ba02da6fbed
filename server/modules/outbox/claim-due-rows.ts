import { and, asc, type BuildColumns, eq, inArray, lte, sql } from 'drizzle-orm';
import type { PgTableWithColumns } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { deliveryColumns, id } from '../../db/schema/columns';

/** Any outbox table (mail, push): its own columns, plus an id and the delivery columns. */
export type OutboxTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  dialect: 'pg';
  columns: BuildColumns<string, ReturnType<typeof deliveryColumns> & { id: ReturnType<typeof id> }, 'pg'>;
}>;

/** What the claimer and the recorder need of a claimed row: the attempt count is the claim's token. */
export type Claim = { id: string; attempts: number };

/**
 * Takes up to `limit` pending rows of an outbox that are due, in one statement: their attempt
 * count goes up and they are not due again until the lease ends. The rows are picked FOR UPDATE
 * SKIP LOCKED and re-checked by the UPDATE, so two dispatchers (two instances, or two ticks)
 * never claim the same row: the one that lost the row skips it or finds it no longer due. The
 * claim commits before anything is sent, so a slow mail server or push service holds no row lock.
 *
 * `read` then loads the claimed rows in full (the lease keeps other dispatchers off them); a row
 * it does not return (gone meanwhile) is left out. They come back oldest first, as they were
 * queued: a confirmation goes before the status mail after it, an order's Shipped before its Delivered.
 */
export async function claimDueRows<Row extends Claim>(
  db: Db,
  table: OutboxTable,
  now: Date,
  claim: { limit: number; leaseMinutes: number },
  read: (ids: string[]) => Promise<Row[]>,
): Promise<Row[]> {
  const due = and(eq(table.status, 'pending'), lte(table.nextAttemptAt, now));
  const candidates = db
    .select({ id: table.id })
    .from(table)
    .where(due)
    .orderBy(asc(table.nextAttemptAt))
    .limit(claim.limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(table)
    .set({
      attempts: sql`${table.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + claim.leaseMinutes * 60_000),
    })
    .where(and(inArray(table.id, candidates), due))
    .returning({ id: table.id, createdAt: table.createdAt });
  if (claimed.length === 0) return [];
  claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  const rows = new Map((await read(claimed.map((row) => row.id))).map((row) => [row.id, row]));
  return claimed.flatMap((row) => rows.get(row.id) ?? []);
}

/** Gives back claimed rows that were not tried (shutdown): due again at once, attempt not counted. */
export async function releaseClaims(db: Db, table: OutboxTable, claims: Claim[], now: Date): Promise<void> {
  for (const claim of claims) {
    await db
      .update(table)
      .set({ attempts: claim.attempts - 1, nextAttemptAt: now })
      .where(and(eq(table.id, claim.id), eq(table.status, 'pending'), eq(table.attempts, claim.attempts)));
  }
}
