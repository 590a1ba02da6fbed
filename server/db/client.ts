import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as cart from './schema/cart';
import * as catalogue from './schema/catalogue';
import * as favourites from './schema/favourites';
import * as idempotency from './schema/idempotency';
import * as media from './schema/media';
import * as orders from './schema/orders';
import * as outbox from './schema/outbox';
import * as payments from './schema/payments';
import * as returns from './schema/returns';
import * as settings from './schema/settings';
import * as stock from './schema/stock';
import * as users from './schema/users';

/**
 * Every table of the shop, one object for Drizzle's db instance: the only place the domains'
 * schema files (server/db/schema/) meet. Code imports a table from its domain's file.
 */
const schema = {
  ...users,
  ...catalogue,
  ...cart,
  ...favourites,
  ...orders,
  ...returns,
  ...payments,
  ...outbox,
  ...idempotency,
  ...settings,
  ...media,
  ...stock,
};

export type Schema = typeof schema;

/**
 * What services use: the pg-core query builder both drivers share. A transaction (`tx`) is a
 * subtype of it, so a service written against Db runs inside or outside a transaction.
 * See docs/decisions/003.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DatabaseKind = 'pglite' | 'postgres';

/** The driver-specific handle is kept for the migrator, which has one entry per driver. */
export type Driver =
  | { kind: 'pglite'; db: PgliteDatabase<Schema>; client: PGlite }
  | { kind: 'postgres'; db: NodePgDatabase<Schema>; pool: pg.Pool };

export type Database = {
  db: Db;
  kind: DatabaseKind;
  driver: Driver;
  /** Where the data lives, for the start-up log (a URL's password is masked). */
  description: string;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { databaseUrl: string }
  /** A directory for on-disk PGlite, or 'memory://' for a throwaway one. */
  | { pgliteDir: string; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options) return openPostgres(options.databaseUrl);
  return openPglite(options.pgliteDir, options.loadDataDir);
}

async function openPglite(dir: string, loadDataDir: Blob | undefined): Promise<Database> {
  const client = new PGlite(dir, loadDataDir ? { loadDataDir } : {});
  await client.waitReady;
  return databaseOverPglite(client, dir === 'memory://' ? 'PGlite in memory' : `PGlite in ${path.resolve(dir)}`);
}

/** The shop's database over a PGlite instance already started (tests hand one on between files). */
export function databaseOverPglite(client: PGlite, description: string): Database {
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    driver: { kind: 'pglite', db, client },
    description,
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  // Ten connections per instance (docs/decisions/161). Under the bench's 100 shoppers on two
  // cores, 30 gave longer tails than 10 (PostgreSQL runs two backends at a time; a bigger pool
  // moves the queue into it), and 5 hung: each background job holds a connection for its lock
  // while its queries need another. Instances x pool must stay under max_connections (100).
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client can lose its connection (server restart, failover); the pool replaces it,
  // but without a listener Node would treat the 'error' event as fatal.
  pool.on('error', (error) => console.error('PostgreSQL idle client error:', error.message));
  const client = await pool.connect();
  client.release();
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    driver: { kind: 'postgres', db, pool },
    description: `PostgreSQL at ${maskPassword(url)}`,
    close: () => pool.end(),
  };
}

function maskPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '****';
  return parsed.toString();
}

/** Postgres error code of a failed query; drizzle wraps driver errors in `cause`. */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
