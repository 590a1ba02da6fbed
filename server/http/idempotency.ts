import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { cartMessages, IDEMPOTENCY_HEADER, idempotencyKeySchema } from '../../contract/cart';
import type { ApiEnvelope } from '../../contract/envelope';
import { messages } from '../../contract/messages';
import type { Db, Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { ApiError } from './api-error';

/** Keys are remembered this long; a replay after that is treated as a new request (decisions/072). */
export const IDEMPOTENCY_KEY_DAYS = 7;
export const REPLAYED_HEADER = 'Idempotent-Replayed';

export type Outcome<T> = { status: ContentfulStatusCode; body: ApiEnvelope<T> };

function requestHash(method: string, path: string, input: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(input ?? null)}`)
    .digest('hex');
}

/** The Idempotency-Key header, validated; undefined when absent. */
export function idempotencyKeyOf(c: Context): string | undefined {
  const raw = c.req.header(IDEMPOTENCY_HEADER);
  if (raw === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(raw);
  if (!parsed.success)
    throw ApiError.badRequest(messages.invalidInput, { [IDEMPOTENCY_HEADER]: messages.invalidInput });
  return parsed.data;
}

/**
 * Runs a change in one transaction and answers with its outcome, exactly once per key.
 *
 * Guarantees (docs/decisions/072):
 * - The key row is inserted FIRST, inside the same transaction as the change. A concurrent
 *   request with the same key blocks on the primary key until this one commits, then finds the
 *   stored answer: two requests with one key never both apply.
 * - The answer (success or a 4xx ApiError) is stored in that transaction, so a change never
 *   commits without its record. A refused change is replayed as the same refusal.
 * - The same key with another method, path or body is refused with 422.
 * - Unexpected errors roll everything back, key included: the client may retry.
 * Without a key the change simply runs in a transaction.
 */
export async function runIdempotent<T>(
  c: Context,
  db: Db,
  userId: string,
  input: unknown,
  change: (tx: Tx) => Promise<Outcome<T>>,
): Promise<Response> {
  const key = idempotencyKeyOf(c);
  if (key === undefined) {
    const outcome = await db.transaction((tx) => change(tx));
    return c.json(outcome.body, outcome.status);
  }
  const method = c.req.method;
  const path = c.req.path;
  const hash = requestHash(method, path, input);
  const expiredBefore = new Date(Date.now() - IDEMPOTENCY_KEY_DAYS * 24 * 60 * 60_000);

  const result = await db.transaction(async (tx) => {
    await tx
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), lt(idempotencyKeys.createdAt, expiredBefore)));
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, method, path, requestHash: hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [stored] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (!stored || stored.method !== method || stored.path !== path || stored.requestHash !== hash)
        throw new ApiError(422, cartMessages.idempotencyKeyReused);
      if (stored.responseStatus === null) throw ApiError.conflict(cartMessages.idempotencyKeyReused);
      return {
        replayed: true,
        status: stored.responseStatus as ContentfulStatusCode,
        body: stored.responseBody as ApiEnvelope<T>,
      };
    }
    let outcome: Outcome<T>;
    try {
      // A savepoint: a refused change leaves nothing behind but its recorded refusal.
      outcome = await tx.transaction((inner) => change(inner));
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      const body: ApiEnvelope<T> = error.errors
        ? { success: false, message: error.message, errors: error.errors }
        : { success: false, message: error.message };
      outcome = { status: error.status, body };
    }
    await tx
      .update(idempotencyKeys)
      .set({ responseStatus: outcome.status, responseBody: outcome.body })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return { replayed: false, ...outcome };
  });
  if (result.replayed) c.header(REPLAYED_HEADER, 'true');
  return c.json(result.body, result.status);
}
