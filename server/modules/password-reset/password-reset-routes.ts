import { Hono } from 'hono';
import { authApi } from '../../../contract/api/auth';
import { messages } from '../../../contract/messages';
import { ApiError } from '../../http/api-error';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { readInput } from '../../http/route-input';
import { createAttemptLimiter } from '../../lib/attempt-limiter';
import {
  RESET_DONE_MESSAGE,
  RESET_INVALID_MESSAGE,
  requestPasswordReset,
  resetPassword,
} from './password-reset-service';

/** Reset requests allowed per e-mail address per hour, known or not (so the limit reveals nothing). */
export const RESET_REQUESTS_PER_HOUR = 5;

/**
 * Forgotten password (spec 000 section 7), mounted at /api/auth beside the sign-in routes:
 * POST /reset-password-request and POST /reset-password/:token. The links point at
 * PUBLIC_URL when configured, else at the origin the request came to (docs/decisions/075).
 */
export function passwordResetRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const limiter = createAttemptLimiter(deps.db, { max: RESET_REQUESTS_PER_HOUR, windowMs: 60 * 60_000 });

  app.post('/reset-password-request', async (c) => {
    const { email } = (await readInput(c, authApi.requestPasswordReset)).body;
    const key = email.toLowerCase();
    if (await limiter.isBlocked(`reset|${key}`)) throw new ApiError(429, messages.tooManyAttempts);
    await limiter.recordFailure(`reset|${key}`);
    const origin = deps.publicUrl ?? new URL(c.req.url).origin;
    await requestPasswordReset(deps.db, key, origin);
    return ok(c, null, 200, messages.resetRequested);
  });

  app.post('/reset-password/:token', async (c) => {
    const { password } = (await readInput(c, authApi.resetPassword)).body;
    const token = c.req.param('token');
    if (token.length > 200) throw ApiError.badRequest(RESET_INVALID_MESSAGE);
    await resetPassword(deps.db, token, password);
    return ok(c, null, 200, RESET_DONE_MESSAGE);
  });

  return app;
}
