/**
 * A fresh database per test file: PGlite in memory always, and PostgreSQL as well when
 * DATABASE_URL is set (a uniquely named database created through that connection, migrated,
 * dropped afterwards). Test support is the one place besides config.ts that reads process.env.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../db/migrate';

export type TestDatabaseKind = Database['kind'];

/**
 * PGlite always, PostgreSQL too when DATABASE_URL is set. TEST_DATABASES=postgres (or pglite)
 * narrows that, so CI's second run spends its time on PostgreSQL only.
 */
const onlyKind = process.env.TEST_DATABASES;
export const TEST_DATABASE_KINDS: TestDatabaseKind[] = (
  process.env.DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const)
).filter((kind) => !onlyKind || kind === onlyKind);

export type TestDatabase = { database: Database; dispose(): Promise<void> };

export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  return kind === 'pglite' ? createPgliteDatabase() : createPostgresDatabase(process.env.DATABASE_URL ?? '');
}

/**
 * A new PGlite runs initdb, 3.5 to 5 s. Loading a dump of an already migrated one takes about
 * one, so the first test file to need it writes the dump to the temp directory, keyed by the
 * migrations' content, and every later file (and run) starts from it. The dump is taken after a
 * checkpoint, so a loaded copy has no write-ahead log to replay at start: 1.15–1.4 s → 1.05 s a
 * file on a 2-core machine (docs/decisions/271).
 */
/** Changes when the way the dump is made changes, so an older dump in the temp directory is not used. */
const DUMP_FORMAT = 'checkpointed';

async function migratedPgliteDump(): Promise<Blob | undefined> {
  const hash = createHash('sha256').update(DUMP_FORMAT);
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  const dumpFile = path.join(os.tmpdir(), `jutexx-pglite-migrated-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(dumpFile)) return new Blob([readFileSync(dumpFile)]);
  const fresh = await openDatabase({ pgliteDir: 'memory://' });
  try {
    await migrateDatabase(fresh);
    if (fresh.driver.kind !== 'pglite') return undefined;
    await fresh.driver.client.exec('CHECKPOINT');
    const dump = await fresh.driver.client.dumpDataDir('none');
    // Written under a temporary name and renamed, so a parallel test file never reads half a file.
    const partial = `${dumpFile}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, dumpFile);
    return dump;
  } finally {
    await fresh.close();
  }
}

async function createPgliteDatabase(): Promise<TestDatabase> {
  const database = await openDatabase({ pgliteDir: 'memory://', loadDataDir: await migratedPgliteDump() });
  await migrateDatabase(database);
  return { database, dispose: () => database.close() };
}

async function createPostgresDatabase(url: string): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withClient(url, (client) => client.query(`CREATE DATABASE ${name}`));
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: testUrl.toString() });
  await migrateDatabase(database);
  return {
    database,
    async dispose() {
      await database.close();
      await withClient(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
