import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { SessionUser } from '../../contract/auth';
import { ADMIN_TOKEN_KEY, TOKEN_KEY } from '../../contract/constants';
import type { Db } from '../db/client';
import { type SessionKind, sessions, type UserRow, users } from '../db/schema/users';
import { newObjectId } from '../lib/object-id';
import { SESSION_SECONDS, type TokenClaims, type TokenKeys } from '../lib/tokens';

/** Customer and admin sessions use different cookies, so one browser can hold both. */
export const COOKIE_NAME: Record<SessionKind, string> = { customer: TOKEN_KEY, admin: ADMIN_TOKEN_KEY };

export function toSessionUser(user: UserRow): SessionUser {
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    isAdmin: user.isAdmin,
  };
}

/** Records a session row and returns a token naming it; sets the matching httpOnly cookie. */
export async function startSession(c: Context, db: Db, keys: TokenKeys, user: UserRow, kind: SessionKind) {
  const expiresAt = new Date(Date.now() + SESSION_SECONDS[kind] * 1000);
  const sessionId = newObjectId();
  await db.insert(sessions).values({ id: sessionId, userId: user.id, kind, expiresAt });
  const token = await keys.sign({ userId: user.id, sessionId, kind }, expiresAt);
  setCookie(c, COOKIE_NAME[kind], token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isSecureRequest(c),
    path: '/',
    maxAge: SESSION_SECONDS[kind],
  });
  return token;
}

export function clearSessionCookie(c: Context, kind: SessionKind): void {
  deleteCookie(c, COOKIE_NAME[kind], { path: '/', secure: isSecureRequest(c), httpOnly: true, sameSite: 'Lax' });
}

function prepareLiveSessionLookup(db: Db) {
  return db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        eq(sessions.kind, sql.placeholder('kind')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('find_live_session');
}

/**
 * Every signed-in request asks this, so it is a named prepared statement (one per database
 * handle): PostgreSQL plans it once per connection instead of on every request, and drizzle
 * builds the SQL once (docs/decisions/161).
 */
const liveSessionLookups = new WeakMap<Db, ReturnType<typeof prepareLiveSessionLookup>>();

/** The session row behind a token, if it is live: not revoked, not expired, of this kind. */
export async function findLiveSession(db: Db, claims: TokenClaims) {
  let lookup = liveSessionLookups.get(db);
  if (!lookup) {
    lookup = prepareLiveSessionLookup(db);
    liveSessionLookups.set(db, lookup);
  }
  // The moment as drizzle writes a timestamptz parameter (a placeholder skips the column's encoder).
  const [row] = await lookup.execute({ ...claims, now: new Date().toISOString() });
  return row;
}

/**
 * The lookup's rule as SQL, for a statement that checks the session itself in the same round
 * trip as its work (the bag, docs/decisions/196): a row of the user's id when the session named
 * by the token is of `kind`, not revoked, not expired at `now`, and its user exists. The
 * arguments are the statement's parameter references (e.g. '$1') for the token's claims.
 */
export function liveSessionSql(kind: SessionKind, params: { userId: string; sessionId: string; now: string }): string {
  return `select s.user_id from sessions s join users u on u.id = s.user_id
    where s.id = ${params.sessionId} and s.user_id = ${params.userId} and s.kind = '${kind}'
      and s.revoked_at is null and s.expires_at > ${params.now}::timestamptz`;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Cookies are Secure when PUBLIC_URL is https (set for every request by
 * http/security-headers.ts), or when this request came over https, directly or through a proxy
 * that says so. A shop on https never sends its session cookie over plain http.
 */
function isSecureRequest(c: Context): boolean {
  if (c.get('secureCookies') === true) return true;
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
}
