import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../../contract/messages';
import { outboxMessages } from '../../db/schema/outbox';
import { passwordResetTokens, users } from '../../db/schema/users';
import { registerCustomer } from '../../testing/accounts';
import { call } from '../../testing/requests';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';
import { dispatchOutbox } from '../outbox/dispatch-outbox';
import { RESET_DONE_MESSAGE, RESET_INVALID_MESSAGE } from './password-reset-service';

describe.each(TEST_DATABASE_KINDS)('password reset (%s)', (kind) => {
  const t = useTestApp(kind, { app: { publicUrl: 'https://shop.jutexx.in' } });
  const request = (email: string) => call(t.app, 'POST', '/api/auth/reset-password-request', { body: { email } });
  const reset = (token: string, password: string) =>
    call(t.app, 'POST', `/api/auth/reset-password/${token}`, { body: { password } });

  /** The token in the newest reset mail to this address: queued with the token, before the answer. */
  async function linkSentTo(email: string): Promise<string> {
    const rows = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email))
      .orderBy(outboxMessages.createdAt, outboxMessages.id);
    const link = rows.at(-1)?.body.match(/https:\/\/shop\.jutexx\.in\/reset-password\/([A-Za-z0-9_-]+)/)?.[1];
    if (!link) throw new Error(`no reset mail to ${email}`);
    return link;
  }

  it('answers the same for an unknown and a known e-mail', async () => {
    const { input } = await registerCustomer(t.app);
    const unknown = await request('nobody.here@example.in');
    const known = await request(input.email);
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual({ success: true, data: null, message: messages.resetRequested });
    expect(known.body).toEqual(unknown.body);
    expect(await linkSentTo(input.email)).toHaveLength(43);
    expect(
      await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'nobody.here@example.in')),
    ).toEqual([]);
    expect((await request('no-at-sign')).body).toMatchObject({ message: messages.forgotEmailInvalid });
  });

  it('stores only a hash; the link works once and ends every session', async () => {
    const { input, accessToken } = await registerCustomer(t.app);
    await request(input.email);
    const token = await linkSentTo(input.email);
    const [user] = await t.db.select().from(users).where(eq(users.email, input.email));
    const stored = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user?.id ?? ''));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(token);

    expect((await reset(token, '12345')).body).toMatchObject({ message: messages.resetPasswordTooShort });
    const done = await reset(token, 'new-secret-1');
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ message: RESET_DONE_MESSAGE });
    expect((await call(t.app, 'GET', '/api/auth/IsLoggedIn', { token: accessToken })).status).toBe(401);
    const login = await call(t.app, 'POST', '/api/auth/login', {
      body: { login: input.email, password: 'new-secret-1' },
    });
    expect(login.status).toBe(200);

    const again = await reset(token, 'other-secret-2');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: RESET_INVALID_MESSAGE });
    expect((await reset('made-up-token', 'other-secret-2')).status).toBe(400);
  });

  it('queues the mail with the token; the dispatcher sends it once, logging the link', async () => {
    const { input } = await registerCustomer(t.app);
    await request(input.email);
    const [queued] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, input.email));
    expect(queued).toMatchObject({ status: 'pending', channel: 'email', subject: expect.stringMatching(/password/i) });
    const token = await linkSentTo(input.email);

    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    await dispatchOutbox(t.db, t.integrations, new Date(Date.now() + 1000));
    await dispatchOutbox(t.db, t.integrations, new Date(Date.now() + 1000));
    const lines = info.mock.calls.map((call) => String(call[0])).filter((line) => line.includes(input.email));
    info.mockRestore();
    expect(lines).toEqual([expect.stringContaining(`links=https://shop.jutexx.in/reset-password/${token}`)]);
    const [sent] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, queued?.id ?? ''));
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, sentAt: expect.any(Date) });
  });

  it('refuses an expired link', async () => {
    const { input } = await registerCustomer(t.app);
    await request(input.email);
    const token = await linkSentTo(input.email);
    await t.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await reset(token, 'new-secret-1');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: RESET_INVALID_MESSAGE });
  });

  it('limits requests per e-mail, known or not', async () => {
    for (let i = 0; i < 5; i++) expect((await request('limited@example.in')).status).toBe(200);
    expect((await request('LIMITED@example.in')).status).toBe(429);
  });
});
