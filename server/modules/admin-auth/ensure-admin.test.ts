import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users';
import { verifyPassword } from '../../lib/password';
import { registerCustomer } from '../../testing/accounts';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';
import { ensureAdminAccount, GENERATED_ADMIN_EMAIL } from './ensure-admin';

describe.each(TEST_DATABASE_KINDS)('ensureAdminAccount on %s', (kind) => {
  const t = useTestApp(kind);
  const find = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];

  it('creates admin@jutexx.local with a one-time password only while there is no admin', async () => {
    const line = await ensureAdminAccount(t.db, undefined);
    const password = /with password (\S+)/.exec(line)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(12);
    const admin = await find(GENERATED_ADMIN_EMAIL);
    expect(admin?.isAdmin).toBe(true);
    expect(await verifyPassword(password, admin?.passwordHash ?? '')).toBe(true);
    // The next start finds it and prints no password.
    const again = await ensureAdminAccount(t.db, undefined);
    expect(again).toContain(GENERATED_ADMIN_EMAIL);
    expect(again).not.toContain('password ');
  });

  it('creates the ADMIN_EMAIL account, and updates it on the next start', async () => {
    const email = 'owner@jutexx.in';
    expect(await ensureAdminAccount(t.db, { email, password: 'first-password' })).toContain('created');
    expect(await ensureAdminAccount(t.db, { email, password: 'second-password' })).toContain('updated');
    const admin = await find(email);
    expect(admin?.isAdmin).toBe(true);
    expect(await verifyPassword('second-password', admin?.passwordHash ?? '')).toBe(true);
  });

  it('promotes an existing customer named by ADMIN_EMAIL', async () => {
    const { input } = await registerCustomer(t.app);
    await ensureAdminAccount(t.db, { email: input.email, password: 'staff-password' });
    expect((await find(input.email))?.isAdmin).toBe(true);
  });
});
