import { sql } from 'drizzle-orm';
import type { DatabaseKind, Db } from '../db/client';

/** Jobs running in this process, per database: one run of a job at a time, whatever the timer does. */
const running = new WeakMap<Db, Set<string>>();

export type Locked<T> = { ran: true; result: T } | { ran: false };

/**
 * Runs `work` only if no other run of the job `name` is under way, here or on another instance.
 * In process a set of running names decides. On PostgreSQL a transaction-scoped advisory lock
 * decides across instances: the lock's transaction holds one pooled connection while the job
 * works through the pool's others, and the lock ends with that transaction however the work
 * ends (a session lock on a pooled connection could outlive a failed unlock). PGlite is one
 * process with one connection, so the set is the whole answer there; holding a transaction open
 * on it would also block the job's own queries.
 */
export async function withJobLock<T>(
  db: Db,
  kind: DatabaseKind,
  name: string,
  work: () => Promise<T>,
): Promise<Locked<T>> {
  let names = running.get(db);
  if (!names) {
    names = new Set();
    running.set(db, names);
  }
  if (names.has(name)) return { ran: false };
  names.add(name);
  try {
    if (kind === 'pglite') return { ran: true, result: await work() };
    return await db.transaction(async (tx) => {
      // Db is typed over both drivers, so a raw result is `unknown`; node-postgres answers { rows }.
      const answer = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(hashtext(${`jutexx:job:${name}`})) as locked`,
      )) as { rows: { locked: boolean }[] };
      if (!answer.rows[0]?.locked) return { ran: false } as const;
      return { ran: true, result: await work() } as const;
    });
  } finally {
    names.delete(name);
  }
}
