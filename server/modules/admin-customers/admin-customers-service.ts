import { asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Address, UserProfile } from '../../../contract/order';
import { typedPhoneDigits } from '../../../contract/staff-search';
import type { OrderStatus } from '../../../contract/statuses';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/idempotency';
import { orders } from '../../db/schema/orders';
import { addresses, type UserRow, users } from '../../db/schema/users';
import { containing, digitsOf } from '../../db/staff-search-sql';
import { ApiError } from '../../http/api-error';

export const USER_NOT_FOUND = 'User not found';
export const CANNOT_DELETE_SELF = 'You cannot delete your own account';

/** Users with their addresses and orders, two queries for the whole list. */
async function toProfiles(db: Db, rows: UserRow[]): Promise<UserProfile[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [addressRows, orderRows] = await Promise.all([
    db.select().from(addresses).where(inArray(addresses.userId, ids)).orderBy(asc(addresses.position)),
    db
      .select({ id: orders.id, userId: orders.userId, status: orders.status })
      .from(orders)
      .where(inArray(orders.userId, ids))
      .orderBy(desc(orders.createdAt)),
  ]);
  return rows.map((row) => ({
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    name: row.firstName,
    surname: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    dob: row.dob,
    profilePicture: row.profilePicture,
    isAdmin: row.isAdmin,
    address: addressRows
      .filter((a) => a.userId === row.id)
      .map(
        (a): Address => ({
          _id: a.id,
          fullName: a.fullName,
          houseNumber: a.houseNumber,
          streetAddress: a.streetAddress,
          city: a.city,
          postalCode: a.postalCode,
          state: a.state,
          phone: a.phone,
          country: a.country,
        }),
      ),
    orders: orderRows
      .filter((o) => o.userId === row.id)
      .map((o) => ({ orderId: o.id, status: o.status as OrderStatus })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/**
 * A user matches what staff typed when it is part of their first, last or full name, their
 * e-mail or their phone; a phone typed in any common form ('98300 12345', '+91 9830012345')
 * matches the number however it was saved (contract/staff-search.ts).
 */
function userMatches(needle: string): SQL | undefined {
  const pattern = containing(needle);
  const phone = typedPhoneDigits(needle);
  return or(
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
    ilike(users.email, pattern),
    ilike(users.phoneNumber, pattern),
    phone ? sql`${digitsOf(users.phoneNumber)} like ${containing(phone)}` : undefined,
  );
}

/** Every user, newest first, or those matching `search` (userMatches). */
export async function listUsers(db: Db, search: string | undefined): Promise<UserProfile[]> {
  const needle = search?.trim() ?? '';
  const rows = await db
    .select()
    .from(users)
    .where(needle === '' ? undefined : userMatches(needle))
    .orderBy(desc(users.createdAt), desc(users.id));
  return toProfiles(db, rows);
}

export async function getUser(db: Db, id: string): Promise<UserProfile> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw ApiError.notFound(USER_NOT_FOUND);
  const [profile] = await toProfiles(db, [row]);
  return profile as UserProfile;
}

/**
 * Deletes an account. Its addresses, bag, sessions and reset tokens go with it (ON DELETE
 * CASCADE), and its idempotency keys, which hold answers about its bag, in the same transaction
 * (they name the account without a foreign key: schema/idempotency.ts); its orders and returns
 * stay for the shop's books with user_id set to null and the name and email snapshot on the
 * order (ON DELETE SET NULL).
 */
export async function deleteUser(db: Db, id: string, actingAdminId: string): Promise<void> {
  if (id === actingAdminId) throw ApiError.conflict(CANNOT_DELETE_SELF);
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    if (deleted.length === 0) throw ApiError.notFound(USER_NOT_FOUND);
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, id));
  });
}
