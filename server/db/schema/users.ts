/** Shoppers and staff, their addresses, sign-ins, password resets and failed attempts. */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, moment, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    // Always stored lower-cased (the check guarantees it), so the unique index is case-insensitive.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    dob: date('dob', { mode: 'string' }),
    profilePicture: text('profile_picture'),
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

/** The shopper a row belongs to: it goes when the shopper's account goes. */
export const ownerColumn = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: ownerColumn(),
    position: integer('position').notNull().default(0),
    fullName: text('full_name').notNull().default(''),
    houseNumber: text('house_number').notNull().default(''),
    streetAddress: text('street_address').notNull().default(''),
    city: text('city').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    state: text('state').notNull().default(''),
    phone: text('phone').notNull().default(''),
    country: text('country').notNull().default('India'),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_user_position_idx').on(t.userId, t.position)],
);

export const SESSION_KINDS = ['customer', 'admin'] as const;

export type SessionKind = (typeof SESSION_KINDS)[number];

/** One row per sign-in; the JWT carries its id as `sid`, so revoking the row ends the token. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: ownerColumn(),
    kind: text('kind').$type<SessionKind>().notNull(),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    check('sessions_kind_valid', sql`${t.kind} in ('customer', 'admin')`),
  ],
);

/** Only a hash of the token is stored, so a database leak does not leak reset links. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: ownerColumn(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Failed attempts (sign-ins, reset requests), one row each, counted by every instance alike
 * while they last (server/lib/attempt-limiter.ts, docs/decisions/008 and 154). Each row says
 * when it stops counting, so limiters with different windows share the table and one sweep.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    /** sha256 of scope, address and e-mail: the address and e-mail themselves are not kept. */
    key: text('key').notNull(),
    expiresAt: moment('expires_at').notNull(),
  },
  (t) => [
    index('login_failures_key_expires_idx').on(t.key, t.expiresAt),
    index('login_failures_expires_idx').on(t.expiresAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
