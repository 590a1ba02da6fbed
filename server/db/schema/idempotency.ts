import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The first answer to an Idempotency-Key, replayed for repeats (DESIGN.md, outbox). `user_id`
 * names the shopper without a foreign key: every bag change inserts a key, and the key check on
 * the shopper's row (a lookup that locks it) cost the bag path a tenth of its throughput
 * (docs/decisions/279). A key is written only for a live session (its user exists), expires
 * after IDEMPOTENCY_KEY_DAYS, and deleteUser deletes an account's keys with the account.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
