import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { messages } from '../../contract/messages';
import { type UserRow, users } from '../db/schema/users';
import { verifyAgainstDummy, verifyPassword } from '../lib/password';
import { ApiError } from './api-error';
import type { AppDeps } from './app-env';

/** The socket's address; behind a proxy every client shares it, which only tightens the limit. */
function clientAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'local';
}

/**
 * The user with this email and password, or a 401 that is the same for an unknown email and a
 * wrong password. Failures are counted per address and email; past the limit the check is
 * refused with 429 before any password work is done.
 */
export async function checkCredentials(
  deps: AppDeps,
  c: Context,
  scope: 'customer' | 'admin',
  email: string,
  password: string,
): Promise<UserRow> {
  const key = `${scope}|${clientAddress(c)}|${email.toLowerCase()}`;
  if (await deps.loginLimiter.isBlocked(key)) throw new ApiError(429, messages.tooManyAttempts);
  const [user] = await deps.db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  const valid = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDummy(password);
  if (!user || !valid) {
    await deps.loginLimiter.recordFailure(key);
    throw new ApiError(401, messages.wrongCredentials);
  }
  await deps.loginLimiter.reset(key);
  return user;
}
