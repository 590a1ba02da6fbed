import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { newObjectId } from '../../lib/object-id';
import { hashPassword } from '../../lib/password';

export const GENERATED_ADMIN_EMAIL = 'admin@jutexx.local';

/**
 * Makes sure the back office can be entered (docs/decisions/007). With ADMIN_EMAIL and
 * ADMIN_PASSWORD, that account is created, or updated to be an admin with that password: the
 * environment is the source of truth. Without them, and only when no admin exists at all,
 * admin@jutexx.local is created with a random password that is returned once for the log.
 * Returns the line to log.
 */
export async function ensureAdminAccount(
  db: Db,
  admin: { email: string; password: string } | undefined,
): Promise<string> {
  if (admin) {
    const passwordHash = await hashPassword(admin.password);
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, admin.email)).limit(1);
    if (existing) {
      await db
        .update(users)
        .set({ isAdmin: true, passwordHash, updatedAt: new Date() })
        .where(eq(users.id, existing.id));
      return `Admin account ${admin.email}: updated from ADMIN_EMAIL/ADMIN_PASSWORD`;
    }
    await db.insert(users).values(adminRow(admin.email, passwordHash));
    return `Admin account ${admin.email}: created from ADMIN_EMAIL/ADMIN_PASSWORD`;
  }
  const [anyAdmin] = await db.select({ email: users.email }).from(users).where(eq(users.isAdmin, true)).limit(1);
  if (anyAdmin) return `Admin account: ${anyAdmin.email} (set ADMIN_EMAIL and ADMIN_PASSWORD to choose another)`;
  const password = randomBytes(9).toString('base64url');
  const passwordHash = await hashPassword(password);
  await db
    .insert(users)
    .values(adminRow(GENERATED_ADMIN_EMAIL, passwordHash))
    .onConflictDoUpdate({ target: users.email, set: { isAdmin: true, passwordHash } });
  return `Admin account created: ${GENERATED_ADMIN_EMAIL} with password ${password} (shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)`;
}

function adminRow(email: string, passwordHash: string) {
  return { id: newObjectId(), email, passwordHash, firstName: 'Shop', lastName: 'Admin', isAdmin: true };
}
