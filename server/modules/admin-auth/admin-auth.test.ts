import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminAuthResponse, SessionUser } from '../../../contract/auth';
import { messages } from '../../../contract/messages';
import { users } from '../../db/schema/users';
import { createAdmin, loginAdmin, registerCustomer, TEST_PASSWORD } from '../../testing/accounts';
import { call, cookieFrom, dataOf } from '../../testing/requests';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';

describe.each(TEST_DATABASE_KINDS)('admin auth on %s', (kind) => {
  const t = useTestApp(kind);

  it('signs an admin in, checks the session and ends it', async () => {
    const admin = await createAdmin(t.db);
    const res = await call<AdminAuthResponse>(t.app, 'POST', '/api/admin/login', {
      body: { email: admin.email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(res.status).toBe(200);
    const { AdminAccessToken, admin: who } = dataOf(res);
    expect(who).toMatchObject({ _id: admin.id, email: admin.email, isAdmin: true });
    expect(res.headers.get('set-cookie')).toMatch(/^AdminAccessToken=[^;]+;.*HttpOnly/);

    const check = await call<SessionUser>(t.app, 'GET', '/api/admin/checkLogin', { token: AdminAccessToken });
    expect(check.status).toBe(200);
    expect(dataOf(check).isAdmin).toBe(true);

    const cookie = cookieFrom(res.headers, 'AdminAccessToken');
    expect((await call(t.app, 'GET', '/api/admin/checkLogin', { cookie })).status).toBe(200);

    const logout = await call(t.app, 'POST', '/api/admin/logout', { cookie });
    expect(logout.status).toBe(200);
    expect(logout.headers.get('set-cookie')).toMatch(/AdminAccessToken=;/);
    expect((await call(t.app, 'GET', '/api/admin/checkLogin', { token: AdminAccessToken })).status).toBe(401);
  });

  it('requires email and password', async () => {
    const res = await call(t.app, 'POST', '/api/admin/login', { body: { email: ' ' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: messages.adminCredentialsRequired,
      errors: { email: messages.adminCredentialsRequired, password: messages.adminCredentialsRequired },
    });
  });

  it('answers a wrong admin password with 401', async () => {
    const admin = await createAdmin(t.db);
    const res = await call(t.app, 'POST', '/api/admin/login', { body: { email: admin.email, password: 'nope-nope' } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: messages.wrongCredentials });
  });

  it('refuses a customer account at the admin login with 403 once the password is right', async () => {
    const { input } = await registerCustomer(t.app);
    const res = await call(t.app, 'POST', '/api/admin/login', {
      body: { email: input.email, password: TEST_PASSWORD },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, message: messages.notAdmin });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('never takes a customer token as an admin token, nor the other way round', async () => {
    const customer = await registerCustomer(t.app);
    const asAdmin = await call(t.app, 'GET', '/api/admin/checkLogin', { token: customer.accessToken });
    expect(asAdmin.status).toBe(401);
    expect(asAdmin.body).toEqual({ success: false, message: messages.notSignedIn });
    // Even a customer cookie carried under the admin cookie's name.
    const disguised = await call(t.app, 'GET', '/api/admin/checkLogin', {
      cookie: `AdminAccessToken=${customer.accessToken}`,
    });
    expect(disguised.status).toBe(401);

    const admin = await createAdmin(t.db);
    const { AdminAccessToken } = await loginAdmin(t.app, admin.email);
    expect((await call(t.app, 'GET', '/api/auth/IsLoggedIn', { token: AdminAccessToken })).status).toBe(401);
    expect(
      (await call(t.app, 'GET', '/api/auth/IsLoggedIn', { cookie: `accessToken=${AdminAccessToken}` })).status,
    ).toBe(401);
  });

  it('takes admin access away at once when the account is demoted in the database', async () => {
    const admin = await createAdmin(t.db);
    const { AdminAccessToken } = await loginAdmin(t.app, admin.email);
    expect((await call(t.app, 'GET', '/api/admin/checkLogin', { token: AdminAccessToken })).status).toBe(200);
    await t.db.update(users).set({ isAdmin: false }).where(eq(users.id, admin.id));
    const res = await call(t.app, 'GET', '/api/admin/checkLogin', { token: AdminAccessToken });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, message: messages.notAdmin });
  });

  it('rejects a token signed with another secret', async () => {
    const forged =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzaWQiOiJ4Iiwia2luZCI6ImFkbWluIiwic3ViIjoieCJ9.3Jq1n8ZwI4m3dYlZC0m9Vq3hQ1uQ2rB6eE0E7p3Q4sU';
    expect((await call(t.app, 'GET', '/api/admin/checkLogin', { token: forged })).status).toBe(401);
  });
});
