import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client';

/**
 * A statement written once as SQL text with positional parameters ($1, $2, ...), for the few
 * requests that every shopper sends all the time (the bag, docs/decisions/196). On PostgreSQL it
 * runs as a named prepared statement: each pooled connection parses it once and, after a few
 * runs, reuses a generic plan, so a request costs PostgreSQL neither parsing nor planning, and
 * Node no query building. On PGlite (in process) it simply runs.
 */
export type Statement = { readonly name: string; readonly text: string };

export function statement(name: string, text: string): Statement {
  return { name, text: text.replace(/\s+/g, ' ').trim() };
}

/**
 * Runs `statement` outside any transaction: one statement is atomic on its own, which is the
 * point (a change, its idempotency key and its answer commit together in one round trip).
 */
export async function runStatement<Row>(db: Db, { name, text }: Statement, values: unknown[]): Promise<Row[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return (await client.query<Row & pg.QueryResultRow>({ name, text, values })).rows;
  if (client instanceof PGlite) return (await client.query<Row>(text, values)).rows;
  throw new Error(`statement ${name}: the database handle has neither a pg pool nor PGlite behind it`);
}

/** The constraint a failed statement broke, when the database names one. */
export function brokenConstraint(error: unknown): string | undefined {
  const constraint = (error as { constraint?: unknown } | null)?.constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}
