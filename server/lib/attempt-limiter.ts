import { createHash } from 'node:crypto';
import { and, count, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema/users';

/**
 * Counts failed attempts per key within a sliding window, in the database, so that every
 * instance on one PostgreSQL counts the same failures: N instances still allow 10 guesses, not
 * N x 10 (docs/decisions/008, 154). The check and the count are two statements, so attempts
 * racing on several instances at the very limit may each be let through once; the limit is
 * about online guessing, where a handful more in a window changes nothing.
 */
export type AttemptLimiter = {
  isBlocked(key: string): Promise<boolean>;
  recordFailure(key: string): Promise<void>;
  reset(key: string): Promise<void>;
};

export type AttemptLimits = { max: number; windowMs: number };

/** Failed sign-ins allowed per address and email (docs/decisions/008). */
export const LOGIN_LIMITS: AttemptLimits = { max: 10, windowMs: 15 * 60_000 };

/** Keys hold an address and an e-mail: only their hash is stored. */
const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export function createAttemptLimiter(
  db: Db,
  limits: AttemptLimits,
  /** A test's clock; by default the database's, which every instance shares. */
  options: { now?: () => Date } = {},
): AttemptLimiter {
  const now = (): SQL => (options.now ? sql`${options.now().toISOString()}::timestamptz` : sql`now()`);

  return {
    async isBlocked(key) {
      const [row] = await db
        .select({ failures: count() })
        .from(loginFailures)
        .where(and(eq(loginFailures.key, hashKey(key)), gt(loginFailures.expiresAt, now())));
      return (row?.failures ?? 0) >= limits.max;
    },
    async recordFailure(key) {
      await db
        .insert(loginFailures)
        .values({ key: hashKey(key), expiresAt: sql`${now()} + ${limits.windowMs} * interval '1 millisecond'` });
      // Rows that stopped counting are swept by any failure, whoever's they were (indexed).
      await db.delete(loginFailures).where(lte(loginFailures.expiresAt, now()));
    },
    async reset(key) {
      await db.delete(loginFailures).where(eq(loginFailures.key, hashKey(key)));
    },
  };
}
