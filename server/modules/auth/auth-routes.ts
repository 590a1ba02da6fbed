import { Hono } from 'hono';
import { authApi } from '../../../contract/api/auth';
import type { AuthResponse } from '../../../contract/auth';
import { messages } from '../../../contract/messages';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { checkCredentials } from '../../http/check-credentials';
import { ok } from '../../http/envelope';
import { findSession, requireCustomer } from '../../http/require-auth';
import { readInput } from '../../http/route-input';
import { clearSessionCookie, revokeSession, startSession, toSessionUser } from '../../http/sessions';
import { registerCustomer } from './auth-service';

/** Customer sign-up, sign-in and session (spec 000 section 7), mounted at /api/auth. */
export function authRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.post('/register', async (c) => {
    const input = (await readInput(c, authApi.register)).body;
    const user = await registerCustomer(deps.db, input);
    const accessToken = await startSession(c, deps.db, deps.tokens, user, 'customer');
    return ok<AuthResponse>(c, { accessToken, user: toSessionUser(user) }, 201);
  });

  app.post('/login', async (c) => {
    const { login, password } = (await readInput(c, authApi.login)).body;
    const user = await checkCredentials(deps, c, 'customer', login, password);
    const accessToken = await startSession(c, deps.db, deps.tokens, user, 'customer');
    return ok<AuthResponse>(c, { accessToken, user: toSessionUser(user) });
  });

  app.get('/IsLoggedIn', requireCustomer(deps), (c) => ok(c, toSessionUser(c.get('auth').user)));

  // Always succeeds: the client clears its token either way, and a stale token has nothing to end.
  app.post('/logout', async (c) => {
    const auth = await findSession(deps, c, 'customer');
    if (auth) await revokeSession(deps.db, auth.sessionId);
    clearSessionCookie(c, 'customer');
    return ok(c, null, 200, messages.signedOut);
  });

  return app;
}
