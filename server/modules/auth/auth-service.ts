import { eq } from 'drizzle-orm';
import { messages } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/client';
import { type UserRow, users } from '../../db/schema/users';
import { ApiError } from '../../http/api-error';
import { newObjectId } from '../../lib/object-id';
import { hashPassword } from '../../lib/password';

export type NewCustomer = { firstName: string; lastName: string; email: string; phoneNumber: string; password: string };

/**
 * Creates a customer account. isAdmin is never taken from input: only the start-up admin
 * account (or a later admin action) makes an administrator.
 */
export async function registerCustomer(db: Db, input: NewCustomer): Promise<UserRow> {
  const email = input.email.toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) throw ApiError.conflict(messages.emailTaken);
  try {
    const [user] = await db
      .insert(users)
      .values({
        id: newObjectId(),
        email,
        passwordHash: await hashPassword(input.password),
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber,
        isAdmin: false,
      })
      .returning();
    if (!user) throw new Error('insert returned no user');
    return user;
  } catch (error) {
    // Two sign-ups with one email at the same moment: the unique index decides, not the check above.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw ApiError.conflict(messages.emailTaken);
    throw error;
  }
}
