import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueVersion } from '../db/schema/catalogue';
import { users } from '../db/schema/users';
import { createTestDatabase } from './test-databases';

// A PGlite instance a test file is done with is handed to the worker's next file (decision 336):
// that file must find the database the migrations left, and the first file must lose its access.
describe('test databases handed on between files', () => {
  it('gives the next file an empty, migrated database and refuses the previous one', async () => {
    const first = await createTestDatabase('pglite');
    await first.database.db.insert(users).values({
      id: 'a0a0a0a0a0a0a0a0a0a0a0a0',
      firstName: 'Meera',
      lastName: 'Das',
      email: 'meera.handed-on@example.in',
      passwordHash: 'not-a-real-hash',
    });
    await first.database.db.execute(sql`SET TIME ZONE 'Asia/Kolkata'`);
    await first.dispose();
    const late = await first.database.db
      .select()
      .from(users)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    // Drizzle's error names the query; the cause is the refusal.
    expect((late as Error | undefined)?.cause).toEqual(
      expect.objectContaining({ message: expect.stringContaining('disposed of') }),
    );

    const next = await createTestDatabase('pglite');
    try {
      expect(await next.database.db.select({ n: count() }).from(users)).toEqual([{ n: 0 }]);
      // The migrations' own row is there again, and the session's settings are the defaults.
      expect(await next.database.db.select().from(catalogueVersion)).toEqual([{ id: 1, version: 0 }]);
      const zone = await next.database.db.execute(sql`SHOW TIME ZONE`);
      expect((zone as unknown as { rows: { TimeZone: string }[] }).rows[0]?.TimeZone).not.toBe('Asia/Kolkata');
    } finally {
      await next.dispose();
    }
  });
});
