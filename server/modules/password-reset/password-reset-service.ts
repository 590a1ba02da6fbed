import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetTokens, sessions, users } from '../../db/schema/users';
import { ApiError } from '../../http/api-error';
import { passwordResetMessage } from '../../integrations/mail/messages/password-reset-message';
import { hashPassword } from '../../lib/password';
import { enqueueEmail } from '../outbox/enqueue-mail';

export const RESET_TOKEN_MINUTES = 30;
export const RESET_DONE_MESSAGE = 'Your password has been reset. You can sign in now.';
export const RESET_INVALID_MESSAGE = 'This reset link is invalid or has expired';

/** Only this hash is stored: a database leak does not leak live reset links. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Issues a reset link when the e-mail belongs to an account, and does nothing visible
 * otherwise. The token and its mail are written in one transaction (docs/decisions/149): the
 * outbox dispatcher sends the mail, so no mail server is awaited here and both cases answer
 * in about the same time.
 */
export async function requestPasswordReset(
  db: Db,
  email: string,
  origin: string,
  now: Date = new Date(),
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashResetToken(token);
  const [user] = await db
    .select({ id: users.id, firstName: users.firstName, email: users.email })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  if (!user) return;
  const message = passwordResetMessage({
    resetUrl: `${origin}/reset-password/${token}`,
    customerName: user.firstName,
    validMinutes: RESET_TOKEN_MINUTES,
  });
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      tokenHash,
      userId: user.id,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000),
    });
    await enqueueEmail(tx, user.email, message);
  });
}

/**
 * Sets a new password with a live token. In one transaction: the token is marked used (the
 * conditional UPDATE makes it single-use even under concurrent clicks), the password changes,
 * every other outstanding token of the user is voided, and all the user's sessions end.
 */
export async function resetPassword(db: Db, token: string, password: string, now: Date = new Date()): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashResetToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) throw ApiError.badRequest(RESET_INVALID_MESSAGE);
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, used.userId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, used.userId), isNull(sessions.revokedAt)));
  });
}
