import { useSyncExternalStore } from 'react';
import type { SessionUser } from '../../../contract/auth';
import { db } from '../../data/db';
import { useLiveQuery } from '../../data/live-query';
import { currentSessionCheck, readSessionUser, sessionState, subscribeToSessionCheck } from '../../data/session';

/**
 * The signed-in shopper as the screens know it (src/data/session.ts, `sessionState`): undefined
 * while IndexedDB (or the load's session check) answers, then the user or null.
 */
export function useSessionUser(): SessionUser | null | undefined {
  const mirrored = useLiveQuery(() => readSessionUser(db()), []);
  // The third: the same snapshot when React renders to a string (the first screen's test renders the top bar).
  const check = useSyncExternalStore(subscribeToSessionCheck, currentSessionCheck, currentSessionCheck);
  return sessionState(mirrored, check);
}
