import { Hono } from 'hono';
import { adminAuthApi } from '../../../contract/api/admin-auth';
import type { AdminAuthResponse } from '../../../contract/auth';
import { messages } from '../../../contract/messages';
import { ApiError } from '../../http/api-error';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { checkCredentials } from '../../http/check-credentials';
import { ok } from '../../http/envelope';
import { findSession, requireAdmin } from '../../http/require-auth';
import { readInput } from '../../http/route-input';
import { clearSessionCookie, revokeSession, startSession, toSessionUser } from '../../http/sessions';

/** Admin sign-in and session (spec 001 section 7), mounted at /api/admin. */
export function adminAuthRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.post('/login', async (c) => {
    const { email, password } = (await readInput(c, adminAuthApi.login)).body;
    const user = await checkCredentials(deps, c, 'admin', email, password);
    // The password was right, so saying why is no leak; it tells a staff member who used a
    // customer account what is wrong (docs/decisions/007).
    if (!user.isAdmin) throw ApiError.forbidden();
    const AdminAccessToken = await startSession(c, deps.db, deps.tokens, user, 'admin');
    return ok<AdminAuthResponse>(c, { AdminAccessToken, admin: toSessionUser(user) });
  });

  app.get('/checkLogin', requireAdmin(deps), (c) => ok(c, toSessionUser(c.get('auth').user)));

  app.post('/logout', async (c) => {
    const auth = await findSession(deps, c, 'admin');
    if (auth) await revokeSession(deps.db, auth.sessionId);
    clearSessionCookie(c, 'admin');
    return ok(c, null, 200, messages.signedOut);
  });

  return app;
}
