/**
 * Column helpers every table of the shop uses (server/db/schema/*.ts). Ids of shop records are
 * 24-hex strings (docs/decisions/001); money is integer paise (docs/decisions/002): display text
 * and rupee numbers are derived when a row is sent. Migrations in ../migrations are generated
 * from the schema files (`npm run db:generate`); never edit them by hand.
 */
import { integer, text, timestamp } from 'drizzle-orm/pg-core';

export const id = () => text('id').primaryKey();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const moment = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The delivery state of an outbox row (mail, push), which the one claimer and recorder in
 * server/modules/outbox/ read and write: pending until sent, or failed after its last attempt.
 */
export const deliveryColumns = () => ({
  status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  error: text('error'),
  createdAt: createdAt(),
  sentAt: moment('sent_at'),
  /** When a dispatcher may take the row: at once when queued, after the lease while claimed, after the backoff. */
  nextAttemptAt: moment('next_attempt_at').notNull().defaultNow(),
});
