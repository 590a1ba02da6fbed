import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AuthResponse, REGISTER_FIELD_ORDER, type SessionUser } from '../../../contract/auth';
import { messages } from '../../../contract/messages';
import { users } from '../../db/schema/users';
import { newCustomerInput, registerCustomer, TEST_PASSWORD } from '../../testing/accounts';
import { call, cookieFrom, dataOf } from '../../testing/requests';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';

describe.each(TEST_DATABASE_KINDS)('customer auth on %s', (kind) => {
  const t = useTestApp(kind, { app: { loginLimits: { max: 3, windowMs: 60_000 } } });

  it('registers, signs in, knows the session and ends it on logout', async () => {
    const input = newCustomerInput({ email: '  Meera.Shah@Example.IN ' });
    const registered = await call<AuthResponse>(t.app, 'POST', '/api/auth/register', { body: input });
    expect(registered.status).toBe(201);
    const { accessToken, user } = dataOf(registered);
    expect(accessToken.split('.')).toHaveLength(3);
    expect(user).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'meera.shah@example.in',
      phoneNumber: '+91 98765 43210',
      isAdmin: false,
    });

    const login = await call<AuthResponse>(t.app, 'POST', '/api/auth/login', {
      body: { login: 'MEERA.SHAH@example.in', password: TEST_PASSWORD },
    });
    expect(login.status).toBe(200);
    const token = dataOf(login).accessToken;
    expect(dataOf(login).user._id).toBe(user._id);

    const me = await call<SessionUser>(t.app, 'GET', '/api/auth/IsLoggedIn', { token });
    expect(me.status).toBe(200);
    expect(dataOf(me)).toEqual(user);

    const logout = await call(t.app, 'POST', '/api/auth/logout', { token });
    expect(logout.status).toBe(200);
    expect(logout.headers.get('set-cookie')).toMatch(/accessToken=;/);

    const after = await call(t.app, 'GET', '/api/auth/IsLoggedIn', { token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ success: false, message: messages.notSignedIn });
    // The other session (from sign-up) is still alive: logout ends one device's session.
    expect((await call(t.app, 'GET', '/api/auth/IsLoggedIn', { token: accessToken })).status).toBe(200);
  });

  it('sets an httpOnly Lax cookie that works without the bearer header', async () => {
    const res = await call(t.app, 'POST', '/api/auth/register', { body: newCustomerInput() });
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^accessToken=[^;]+;/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/);
    const cookie = cookieFrom(res.headers, 'accessToken');
    expect((await call(t.app, 'GET', '/api/auth/IsLoggedIn', { cookie })).status).toBe(200);

    const logout = await call(t.app, 'POST', '/api/auth/logout', { cookie });
    expect(logout.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/IsLoggedIn', { cookie })).status).toBe(401);
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const res = await t.app.request('https://shop.example/api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(newCustomerInput()),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('set-cookie')).toMatch(/; Secure/);
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    const { input } = await registerCustomer(t.app);
    const again = await call(t.app, 'POST', '/api/auth/register', {
      body: newCustomerInput({ email: input.email.toUpperCase() }),
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: messages.emailTaken });
  });

  it('ignores isAdmin and other unknown fields in a sign-up', async () => {
    const res = await call<AuthResponse>(t.app, 'POST', '/api/auth/register', {
      body: { ...newCustomerInput(), isAdmin: true, _id: 'ffffffffffffffffffffffff' },
    });
    expect(res.status).toBe(201);
    const { user } = dataOf(res);
    expect(user.isAdmin).toBe(false);
    expect(user._id).not.toBe('ffffffffffffffffffffffff');
    const [row] = await t.db.select().from(users).where(eq(users.id, user._id));
    expect(row?.isAdmin).toBe(false);
  });

  it('checks sign-up fields in the spec order and reports each field', async () => {
    const valid = newCustomerInput();
    const broken = { firstName: '   ', lastName: '', email: 'not-an-email', phoneNumber: '12-34', password: '12345' };
    const expected = {
      firstName: messages.firstNameRequired,
      lastName: messages.lastNameRequired,
      email: messages.emailInvalid,
      phoneNumber: messages.phoneInvalid,
      password: messages.passwordTooShort,
    };
    // Fixing the fields one by one, the message is always the first still-broken field's.
    for (let fixed = 0; fixed < REGISTER_FIELD_ORDER.length; fixed++) {
      const body: Record<string, string> = { ...broken };
      for (const field of REGISTER_FIELD_ORDER.slice(0, fixed)) body[field] = valid[field];
      const res = await call(t.app, 'POST', '/api/auth/register', { body });
      const field = REGISTER_FIELD_ORDER[fixed] as keyof typeof expected;
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: expected[field] });
      const errors = Object.fromEntries(REGISTER_FIELD_ORDER.slice(fixed).map((name) => [name, expected[name]]));
      expect(res.body.success ? null : res.body.errors).toEqual(errors);
    }
  });

  it('accepts phone numbers by their digits: 10 to 15', async () => {
    const tooLong = await call(t.app, 'POST', '/api/auth/register', {
      body: newCustomerInput({ phoneNumber: '+91 98765 43210 12345' }),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ errors: { phoneNumber: messages.phoneInvalid } });
    const dashed = await call(t.app, 'POST', '/api/auth/register', {
      body: newCustomerInput({ phoneNumber: '98-76-54-32-10' }),
    });
    expect(dashed.status).toBe(201);
  });

  it('validates the sign-in form with the spec messages', async () => {
    const res = await call(t.app, 'POST', '/api/auth/login', { body: { login: 'nope', password: '123' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: messages.emailInvalid,
      errors: { login: messages.emailInvalid, password: messages.passwordTooShort },
    });
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const { input } = await registerCustomer(t.app);
    const wrong = await call(t.app, 'POST', '/api/auth/login', {
      body: { login: input.email, password: 'wrong-password' },
    });
    const unknown = await call(t.app, 'POST', '/api/auth/login', {
      body: { login: 'nobody@example.in', password: 'wrong-password' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, message: messages.wrongCredentials });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('stops repeated failed sign-ins for an address and email with 429', async () => {
    const { input } = await registerCustomer(t.app);
    for (let i = 0; i < 3; i++) {
      const res = await call(t.app, 'POST', '/api/auth/login', {
        body: { login: input.email, password: 'wrong-password' },
      });
      expect(res.status).toBe(401);
    }
    const blocked = await call(t.app, 'POST', '/api/auth/login', {
      body: { login: input.email, password: TEST_PASSWORD },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ success: false, message: messages.tooManyAttempts });
    // Another email from the same address is not affected.
    const other = await registerCustomer(t.app);
    const fine = await call(t.app, 'POST', '/api/auth/login', {
      body: { login: other.input.email, password: TEST_PASSWORD },
    });
    expect(fine.status).toBe(200);
  });

  it('says not signed in without a token, with a garbled one, or after the account is deleted', async () => {
    expect((await call(t.app, 'GET', '/api/auth/IsLoggedIn')).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/auth/IsLoggedIn', { token: 'not.a.jwt' })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/auth/IsLoggedIn', { headers: { authorization: 'Basic abc' } })).status).toBe(
      401,
    );
    const { accessToken, user } = await registerCustomer(t.app);
    await t.db.delete(users).where(eq(users.id, user._id));
    expect((await call(t.app, 'GET', '/api/auth/IsLoggedIn', { token: accessToken })).status).toBe(401);
  });

  it('lets logout succeed without a session', async () => {
    const res = await call(t.app, 'POST', '/api/auth/logout');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: null });
  });
});
