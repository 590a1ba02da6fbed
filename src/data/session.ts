import type { SessionUser } from '../../contract/auth';
import { db as appDb, type ShopDatabase } from './db';
import { useLiveQuery } from './live-query';

/**
 * The signed-in shopper's summary, mirrored so the top bar knows 'Profile' vs 'Sign in' offline
 * and across reloads. Written by sign-in, sign-up and the session check; removed on sign-out
 * or when the server says the session is gone (401).
 */
export async function saveSessionUser(
  user: SessionUser,
  database: ShopDatabase = appDb,
  now = Date.now(),
): Promise<void> {
  await database.session.put({ id: 'current', user, checkedAt: now });
}

export async function clearSessionUser(database: ShopDatabase = appDb): Promise<void> {
  await database.session.delete('current');
}

export async function readSessionUser(database: ShopDatabase = appDb): Promise<SessionUser | null> {
  return (await database.session.get('current'))?.user ?? null;
}

/** undefined while IndexedDB answers, then the user or null. */
export function useSessionUser(): SessionUser | null | undefined {
  return useLiveQuery(() => readSessionUser(appDb), []);
}
