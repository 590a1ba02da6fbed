import type { SessionUser } from '../../contract/auth';
import { db as appDb, isShopDatabase, type ShopDatabase } from './db';

/**
 * The signed-in shopper's summary, mirrored so the top bar knows 'Profile' vs 'Sign in' offline
 * and across reloads. Written by sign-in, sign-up and the session check; removed on sign-out
 * or when the server says the session is gone (401).
 */
export async function saveSessionUser(
  user: SessionUser,
  database: ShopDatabase = appDb(),
  now = Date.now(),
): Promise<void> {
  await database.session.put({ id: 'current', user, checkedAt: now });
  if (isShopDatabase(database) && sessionCheck.confirmed) setSessionCheck({ ...sessionCheck, confirmed: null });
}

export async function clearSessionUser(database: ShopDatabase = appDb()): Promise<void> {
  await database.session.delete('current');
  // Signed out (or the server said the session is gone): no earlier confirmation stands.
  if (isShopDatabase(database) && sessionCheck.confirmed) setSessionCheck({ ...sessionCheck, confirmed: null });
}

export async function readSessionUser(database: ShopDatabase = appDb()): Promise<SessionUser | null> {
  return (await database.session.get('current'))?.user ?? null;
}

/** The load's session check: the one under way (null: none), and the user it confirmed. */
export type SessionCheck = { running: Promise<unknown> | null; confirmed: SessionUser | null };
let sessionCheck: SessionCheck = { running: null, confirmed: null };
const checkListeners = new Set<() => void>();
function setSessionCheck(next: SessionCheck): void {
  sessionCheck = next;
  for (const listener of checkListeners) listener();
}

/**
 * Marks the session check of this load (features/account/check-session.ts) as under way until
 * `check` settles, and keeps the user it confirmed: the screens' live query of the mirror
 * answers a moment after the check has written it, and meanwhile the shopper is neither a
 * visitor nor unknown (see `sessionState`).
 */
export function trackSessionCheck(check: Promise<SessionUser | null>): Promise<SessionUser | null> {
  setSessionCheck({ running: check, confirmed: null });
  const settle = (confirmed: SessionUser | null) => {
    if (sessionCheck.running === check) setSessionCheck({ running: null, confirmed });
  };
  return check.then(
    (user) => {
      settle(user);
      return user;
    },
    (error: unknown) => {
      settle(null);
      throw error;
    },
  );
}

export function sessionCheckUnderWay(): boolean {
  return sessionCheck.running !== null;
}

/** The load's session check as it stands, and its changes: what the account's `useSessionUser` follows. */
export function currentSessionCheck(): SessionCheck {
  return sessionCheck;
}

export function subscribeToSessionCheck(listener: () => void): () => void {
  checkListeners.add(listener);
  return () => checkListeners.delete(listener);
}

/**
 * What the screens know of the shopper: the mirrored user, or the user the load's session check
 * has just confirmed (the mirror's answer follows); null only once neither has one and no check
 * is under way. A shopper whose token is being checked (the first load after signing in
 * elsewhere, a mirror that lost its row) is not sent to sign in or home meanwhile; the pages
 * show their loading state instead.
 */
export function sessionState(
  mirrored: SessionUser | null | undefined,
  check: SessionCheck,
): SessionUser | null | undefined {
  if (mirrored) return mirrored;
  if (check.confirmed) return check.confirmed;
  if (check.running) return undefined;
  return mirrored;
}

/**
 * The shopper as known at the moment of an action (a tap on 'add to bag' or a heart), when a
 * screen's `useSessionUser` (src/domains/account) may not have answered yet: the mirrored user,
 * read now, or, when none is mirrored and the load's session check is under way, the user once
 * it has answered.
 */
export async function knownSessionUser(database: ShopDatabase = appDb()): Promise<SessionUser | null> {
  const mirrored = await readSessionUser(database);
  const { running } = sessionCheck;
  if (mirrored || !running) return mirrored ?? sessionCheck.confirmed;
  await running.catch(() => undefined);
  return (await readSessionUser(database)) ?? sessionCheck.confirmed;
}
