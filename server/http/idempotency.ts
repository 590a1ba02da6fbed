import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { cartMessages, idempotencyKeySchema } from '../../contract/cart';
import { IDEMPOTENCY_HEADER } from '../../contract/constants';
import type { ApiEnvelope } from '../../contract/envelope';
import { messages } from '../../contract/messages';
import { type Db, pgErrorCode, type Tx, UNIQUE_VIOLATION } from '../db/client';
import { idempotencyKeys } from '../db/schema/idempotency';
import { brokenConstraint } from '../db/statement';
import { ApiError } from './api-error';
import { sendJson, sendJsonText } from './envelope';

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

export type KeyRecord = { userId: string; key: string; method: string; path: string; requestHash: string };

/** Thrown inside the transaction to roll the change back: the key was recorded by another request. */
class KeyTaken extends Error {}

/** Thrown inside the transaction to roll the change back: the change was refused (a 4xx). */
class Refused<T> extends Error {
  constructor(readonly outcome: Outcome<T>) {
    super(outcome.body.message);
  }
}

/** A 4xx that answers the request; not a 401: a request without a live session records nothing. */
function refusalOf<T>(error: unknown): Outcome<T> | undefined {
  if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) return undefined;
  const body: ApiEnvelope<T> = error.errors
    ? { success: false, message: error.message, errors: error.errors }
    : { success: false, message: error.message };
  return { status: error.status, body };
}

/** Records the key with its answer; false when the key is recorded already (the insert waits for a holder). */
async function recordKey<T>(db: Db | Tx, record: KeyRecord, outcome: Outcome<T>): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ ...record, responseStatus: outcome.status, responseBody: outcome.body })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

/** The change and its key, committed together; undefined when the key was recorded before. */
async function applyWithKey<T>(
  db: Db,
  record: KeyRecord,
  change: (tx: Tx) => Promise<Outcome<T>>,
): Promise<Outcome<T> | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const outcome = await change(tx).catch((error: unknown) => {
        const refusal = refusalOf<T>(error);
        throw refusal ? new Refused(refusal) : error;
      });
      if (!(await recordKey(tx, record, outcome))) throw new KeyTaken();
      return outcome;
    });
  } catch (error) {
    if (error instanceof KeyTaken) return undefined;
    // The refused change is rolled back; its refusal is recorded alone, so a replay repeats it.
    if (error instanceof Refused) return (await recordKey(db, record, error.outcome)) ? error.outcome : undefined;
    throw error;
  }
}

/**
 * The answer stored for a key that is taken, or undefined when there is none or it had expired
 * (then deleted; the caller tries again). A key recorded for another request is refused.
 */
async function storedOutcome<T>(db: Db, record: KeyRecord, expiredBefore: Date): Promise<Outcome<T> | undefined> {
  const thisKey = and(eq(idempotencyKeys.userId, record.userId), eq(idempotencyKeys.key, record.key));
  const [stored] = await db.select().from(idempotencyKeys).where(thisKey);
  if (!stored) return undefined;
  if (stored.createdAt < expiredBefore) {
    await db.delete(idempotencyKeys).where(and(thisKey, lt(idempotencyKeys.createdAt, expiredBefore)));
    return undefined;
  }
  if (stored.method !== record.method || stored.path !== record.path || stored.requestHash !== record.requestHash)
    throw new ApiError(422, cartMessages.idempotencyKeyReused);
  if (stored.responseStatus === null) throw ApiError.conflict(cartMessages.idempotencyKeyReused);
  return { status: stored.responseStatus as ContentfulStatusCode, body: stored.responseBody as ApiEnvelope<T> };
}

/**
 * Who asks to change what, as the three runners below take it: the request (its method, path
 * and Idempotency-Key header), the database, the shopper the key belongs to, and the input
 * whose hash tells a replay from another request reusing the key.
 */
type KeyedCall = [c: Context, db: Db, userId: string, input: unknown];

/** A change run in one transaction, and the runner's options. */
type IdempotentCall<T> = [...KeyedCall, change: (tx: Tx) => Promise<Outcome<T>>, options?: { replayFirst?: boolean }];

/**
 * What a request with an Idempotency-Key records, and the moment before which a stored key has
 * expired; undefined without a key. Expired keys are pruned here, at most once an hour.
 */
async function keyedRequest(...[c, db, userId, input]: KeyedCall) {
  const key = idempotencyKeyOf(c);
  if (key === undefined) return undefined;
  const { method, path } = c.req;
  const record: KeyRecord = { userId, key, method, path, requestHash: requestHash(method, path, input) };
  const expiredBefore = new Date(Date.now() - IDEMPOTENCY_KEY_DAYS * 24 * 60 * 60_000);
  await pruneExpiredKeys(db, expiredBefore);
  return { record, expiredBefore };
}

const PRUNE_EVERY_MS = 60 * 60_000;
const lastPruned = new WeakMap<Db, number>();

/** Forgets expired keys of every shopper, at most once an hour per server (indexed on created_at). */
async function pruneExpiredKeys(db: Db, expiredBefore: Date): Promise<void> {
  const now = Date.now();
  if (now - (lastPruned.get(db) ?? 0) < PRUNE_EVERY_MS) return;
  lastPruned.set(db, now);
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, expiredBefore));
}

/**
 * Runs a change in one transaction and answers with its outcome, exactly once per key.
 *
 * Guarantees (docs/decisions/072, mechanism of docs/decisions/161):
 * - The key row (primary key: shopper and key) is inserted LAST, with the answer, in the same
 *   transaction as the change. At most one transaction carrying a key can commit: a concurrent
 *   request with the same key waits on the primary key, finds it taken, rolls its own change
 *   back and answers with the stored answer. A change never commits without its key.
 * - A refused change (a 4xx ApiError) is rolled back and its refusal recorded alone, the same
 *   way; a replay repeats the refusal.
 * - The same key with another method, path or body is refused with 422.
 * - Unexpected errors roll everything back, key included: the client may retry.
 * - A key older than IDEMPOTENCY_KEY_DAYS counts as new: met on a replay, it is replaced.
 * Changes must keep everything they do inside `tx`, since a replay runs and discards one.
 * With `replayFirst` the stored answer is looked up before the change runs: for a change that
 * is costly or calls out (placing an order, opening a payment), a plain replay does no work.
 * Without a key the change simply runs in a transaction.
 */
export async function runIdempotent<T>(...call: IdempotentCall<T>): Promise<Response> {
  const { outcome, replayed } = await idempotentOutcome(...call);
  return answer(call[0], outcome, replayed);
}

/** Sends an outcome, saying when it is the one stored for the key. */
function answer<T>(c: Context, outcome: Outcome<T>, replayed: boolean): Response {
  if (replayed) c.header(REPLAYED_HEADER, 'true');
  return sendJson(c, outcome.body, outcome.status);
}

/**
 * runIdempotent's work without the answer sent: the outcome (the change's, or the one stored
 * for the key) and whether it was a replay, for a route that does more after the commit.
 */
export async function idempotentOutcome<T>(
  ...[c, db, userId, input, change, options = {}]: IdempotentCall<T>
): Promise<{ outcome: Outcome<T>; replayed: boolean }> {
  const keyed = await keyedRequest(c, db, userId, input);
  if (!keyed) return { outcome: await db.transaction((tx) => change(tx)), replayed: false };
  const { record, expiredBefore } = keyed;
  // A second attempt only follows a key that expired (or was pruned) in between; a third cannot.
  // replayFirst adds one attempt: its first only reads.
  const first = options.replayFirst ? -1 : 0;
  for (let attempt = first; attempt < 3; attempt++) {
    if (attempt >= 0) {
      const outcome = await applyWithKey(db, record, change);
      if (outcome) return { outcome, replayed: false };
    }
    const stored = await storedOutcome<T>(db, record, expiredBefore);
    if (stored) return { outcome: stored, replayed: true };
  }
  throw new Error(`Idempotency-Key ${record.key} could be neither recorded nor read`);
}

/** A change's answer as written by the database: its status and the envelope as JSON text. */
export type WrittenOutcome = { status: ContentfulStatusCode; json: string };

/** The key's primary key: the one constraint a keyed statement may break (its other inserts skip conflicts). */
const KEY_CONSTRAINT = 'idempotency_keys_user_id_key_pk';

/**
 * runIdempotent for a change made by ONE statement that records its own key (the bag,
 * docs/decisions/196): `change(record)` runs the statement, which inserts the key row with its
 * answer in the same statement as the change, or throws a 4xx ApiError having changed nothing.
 * A statement commits on its own, so the change, its key and its answer still commit together,
 * in one round trip instead of five. The guarantees are runIdempotent's:
 * - a key already recorded breaks the key's primary key, which fails the whole statement, change
 *   included (a concurrent request with the same key waits for the first to commit, then fails
 *   the same way); the stored answer is then replayed, or the request refused (422) if it differs;
 * - a refusal changed nothing, and is recorded alone, so a replay repeats it;
 * - an expired key is deleted and the change tried again;
 * - without a key the statement simply runs.
 */
export async function runIdempotentStatement(
  ...[c, db, userId, input, change]: [...KeyedCall, change: (record: KeyRecord | undefined) => Promise<WrittenOutcome>]
): Promise<Response> {
  const keyed = await keyedRequest(c, db, userId, input);
  if (!keyed) {
    const outcome = await change(undefined);
    return sendJsonText(c, outcome.json, outcome.status);
  }
  const { record, expiredBefore } = keyed;
  // A second attempt only follows a key that expired (or was pruned) in between; a third cannot.
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const outcome = await change(record);
      return sendJsonText(c, outcome.json, outcome.status);
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) {
        if (await recordKey(db, record, refusal)) return answer(c, refusal, false);
      } else if (pgErrorCode(error) !== UNIQUE_VIOLATION || brokenConstraint(error) !== KEY_CONSTRAINT) throw error;
    }
    const stored = await storedOutcome(db, record, expiredBefore);
    if (stored) return answer(c, stored, true);
  }
  throw new Error(`Idempotency-Key ${record.key} could be neither recorded nor read`);
}
