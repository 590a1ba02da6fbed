import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { SessionKind } from '../db/schema/users';
import { ApiError } from './api-error';
import type { AppDeps, AppEnv, AuthState } from './app-env';
import { COOKIE_NAME, findLiveSession } from './sessions';
import { verifyRemembered } from './verified-tokens';

/** The bearer token first, then the kind's cookie: either may carry the session. */
function candidateTokens(c: Context, kind: SessionKind): string[] {
  const tokens: string[] = [];
  const header = c.req.header('authorization');
  const bearer = header?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (bearer) tokens.push(bearer);
  const cookie = getCookie(c, COOKIE_NAME[kind]);
  if (cookie && cookie !== bearer) tokens.push(cookie);
  return tokens;
}

/**
 * The live session of this kind behind the request, or undefined. A token of the other kind is
 * ignored: a customer token never opens admin routes, nor an admin token customer routes.
 * The user comes from the database on every call, so a demotion or deletion applies at once.
 */
export async function findSession(deps: AppDeps, c: Context, kind: SessionKind): Promise<AuthState | undefined> {
  for (const token of candidateTokens(c, kind)) {
    const claims = await verifyRemembered(deps.tokens, token);
    if (claims?.kind !== kind) continue;
    const row = await findLiveSession(deps.db, claims);
    if (row) return { user: row.user, sessionId: row.sessionId, kind };
  }
  return undefined;
}

/** An admin session whose user is an admin right now, or undefined (for optional admin views). */
export async function findAdmin(deps: AppDeps, c: Context): Promise<AuthState | undefined> {
  const auth = await findSession(deps, c, 'admin');
  return auth?.user.isAdmin ? auth : undefined;
}

/**
 * 401 without a customer session. Attach it (and requireAdmin) to each route, never with
 * `use('*')`: middleware on '*' runs for paths no route answers too, and would turn an unknown
 * path's JSON 404 into a 401 (docs/decisions/152).
 */
export function requireCustomer(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const auth = await findSession(deps, c, 'customer');
    if (!auth) throw ApiError.notSignedIn();
    c.set('auth', auth);
    await next();
  };
}

/**
 * 401 without a token of a customer session that verifies; the session itself is NOT read here:
 * the route's one statement checks it is live (sessions.ts's liveSessionSql) and answers 401
 * when it is not, so a revoked session is refused as surely, one round trip sooner
 * (docs/decisions/196). Sets `claims`. The first token that verifies is the one checked.
 */
export function requireCustomerToken(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    for (const token of candidateTokens(c, 'customer')) {
      const claims = await verifyRemembered(deps.tokens, token);
      if (claims?.kind !== 'customer') continue;
      c.set('claims', claims);
      return next();
    }
    throw ApiError.notSignedIn();
  };
}

/** 401 without an admin session; 403 when the account behind it is no longer an admin. */
export function requireAdmin(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const auth = await findSession(deps, c, 'admin');
    if (!auth) throw ApiError.notSignedIn();
    if (!auth.user.isAdmin) throw ApiError.forbidden();
    c.set('auth', auth);
    await next();
  };
}
