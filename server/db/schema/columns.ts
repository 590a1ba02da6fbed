/**
 * Column helpers every table of the shop uses (server/db/schema/*.ts). Ids of shop records are
 * 24-hex strings (docs/decisions/001); money is integer paise (docs/decisions/002): display text
 * and rupee numbers are derived when a row is sent. Migrations in ../migrations are generated
 * from the schema files (`npm run db:generate`); never edit them by hand.
 */
import { text, timestamp } from 'drizzle-orm/pg-core';

export const id = () => text('id').primaryKey();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const moment = (name: string) => timestamp(name, { withTimezone: true });
