import type { Database } from '../db/client';

/**
 * Runs the start-up writes (demo catalogue into an empty database, the admin account) on one
 * instance at a time: several instances starting together on one PostgreSQL would otherwise
 * both find the catalogue empty and both seed it. A session lock on its own connection, as the
 * migrations take (db/migrate.ts); PGlite has one process and needs none.
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  const { driver } = database;
  if (driver.kind === 'pglite') return work();
  const lock = await driver.pool.connect();
  try {
    await lock.query(`select pg_advisory_lock(hashtext('jutexx:startup'))`);
    return await work();
  } finally {
    // Releasing the connection with an error destroys it, which drops the lock if unlock failed.
    await lock.query(`select pg_advisory_unlock(hashtext('jutexx:startup'))`).then(
      () => lock.release(),
      (error: Error) => lock.release(error),
    );
  }
}
