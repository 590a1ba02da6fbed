import { describe, expect, it } from 'vitest';
import { loginFailures } from '../db/schema/users';
import { useTestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-databases';
import { createAttemptLimiter } from './attempt-limiter';

describe.each(TEST_DATABASE_KINDS)('createAttemptLimiter on %s', (kind) => {
  const t = useTestApp(kind);

  it('blocks a key after max failures within the window, and forgets them after it', async () => {
    let now = new Date('2026-03-01T10:00:00Z');
    const limiter = createAttemptLimiter(t.db, { max: 2, windowMs: 1000 }, { now: () => now });
    await limiter.recordFailure('a');
    expect(await limiter.isBlocked('a')).toBe(false);
    await limiter.recordFailure('a');
    expect(await limiter.isBlocked('a')).toBe(true);
    expect(await limiter.isBlocked('b')).toBe(false);
    now = new Date(now.getTime() + 1001);
    expect(await limiter.isBlocked('a')).toBe(false);
    await limiter.recordFailure('a');
    await limiter.reset('a');
    await limiter.recordFailure('a');
    expect(await limiter.isBlocked('a')).toBe(false);
  });

  it('counts what another limiter on the same database recorded (another instance)', async () => {
    const limits = { max: 3, windowMs: 60_000 };
    const one = createAttemptLimiter(t.db, limits);
    const two = createAttemptLimiter(t.db, limits);
    await one.recordFailure('customer|10.0.0.1|asha@example.in');
    await two.recordFailure('customer|10.0.0.1|asha@example.in');
    expect(await one.isBlocked('customer|10.0.0.1|asha@example.in')).toBe(false);
    await one.recordFailure('customer|10.0.0.1|asha@example.in');
    expect(await two.isBlocked('customer|10.0.0.1|asha@example.in')).toBe(true);
    await two.reset('customer|10.0.0.1|asha@example.in');
    expect(await one.isBlocked('customer|10.0.0.1|asha@example.in')).toBe(false);
  });

  it('keeps neither the address nor the e-mail, and sweeps rows that stopped counting', async () => {
    let now = new Date('2026-03-02T10:00:00Z');
    const short = createAttemptLimiter(t.db, { max: 5, windowMs: 1000 }, { now: () => now });
    await short.recordFailure('customer|10.0.0.9|ravi@example.in');
    const rows = await t.db.select().from(loginFailures);
    expect(rows.map((row) => row.key).join(' ')).not.toMatch(/ravi|10\.0\.0\.9/);
    now = new Date(now.getTime() + 5000);
    await short.recordFailure('customer|10.0.0.9|other@example.in');
    const left = await t.db.select().from(loginFailures);
    expect(left.filter((row) => row.expiresAt.getTime() <= now.getTime())).toEqual([]);
  });
});
