/**
 * A fresh database per test file: PGlite in memory always, and PostgreSQL as well when
 * DATABASE_URL is set (a uniquely named database created through that connection, migrated,
 * dropped afterwards). Test support is the one place besides config.ts that reads process.env.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, databaseOverPglite, openDatabase } from '../db/client';
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

/**
 * PGlite instances this worker's earlier test files are done with, emptied back to the migrated
 * state, for its next files: starting one from the dump costs 1.1 to 1.8 s on a 2-core machine,
 * emptying one a few tens of milliseconds (docs/decisions/336). Vitest runs a worker's files one
 * after another, in one module graph (vitest.config.ts), so this list is the worker's own.
 */
const idlePglites: PGlite[] = [];

/** The public tables, and the rows the migrations themselves write (the catalogue's version row). */
let migratedState: Promise<{ tables: string[]; rows: Map<string, unknown[]> }> | undefined;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function readMigratedState(client: PGlite) {
  const listed = await client.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const tables = listed.rows.map((row) => quoted(row.name));
  const rows = new Map<string, unknown[]>();
  for (const table of tables) {
    const read = await client.query<{ rows: unknown[] }>(`SELECT coalesce(json_agg(t), '[]') AS rows FROM ${table} t`);
    const found = read.rows[0]?.rows ?? [];
    if (found.length > 0) rows.set(table, found);
  }
  return { tables, rows };
}

async function startMigratedPglite(): Promise<PGlite> {
  const database = await openDatabase({ pgliteDir: 'memory://', loadDataDir: await migratedPgliteDump() });
  await migrateDatabase(database);
  if (database.driver.kind !== 'pglite') throw new Error('expected PGlite');
  const client = database.driver.client;
  migratedState ??= readMigratedState(client);
  await migratedState;
  return client;
}

/**
 * Back to the state the migrations left: every public table emptied (its sequences restarted)
 * and the migrations' own rows written again, the session's settings discarded. False when the
 * file left it unusable (closed, or inside a transaction): it is closed instead of kept.
 */
async function emptied(client: PGlite): Promise<boolean> {
  if (client.closed || !migratedState) return false;
  try {
    const { tables, rows } = await migratedState;
    await client.exec('DISCARD ALL');
    await client.exec(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`);
    for (const [table, written] of rows) {
      await client.query(`INSERT INTO ${table} SELECT * FROM json_populate_recordset(NULL::${table}, $1)`, [
        JSON.stringify(written),
      ]);
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * The client a test file's database is given: it refuses every call once the file has disposed
 * of it, so work a file left running can never reach the next file's data in the same instance.
 */
function revocable(client: PGlite): { client: PGlite; revoke(): void } {
  let revoked = false;
  const handle = new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (revoked) throw new Error('This test database was disposed of: a query ran after its test file ended');
        return (value as (...rest: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return {
    client: handle,
    revoke: () => {
      revoked = true;
    },
  };
}

async function createPgliteDatabase(): Promise<TestDatabase> {
  const client = idlePglites.pop() ?? (await startMigratedPglite());
  const handle = revocable(client);
  return {
    database: databaseOverPglite(handle.client, 'PGlite in memory'),
    async dispose() {
      handle.revoke();
      if (await emptied(client)) idlePglites.push(client);
      else if (!client.closed) await client.close();
    },
  };
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
