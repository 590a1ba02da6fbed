import type { SessionUser } from '../../../contract/auth';
import { db } from '../../data/db';
import { type FirstAnswer, readFirstAnswer, usePrimedLiveQuery } from '../../data/live-query';
import { currentSessionCheck, readSessionUser, sessionState, subscribeToSessionCheck } from '../../data/session';
import { useSnapshotInTransition } from '../../lib/snapshot-in-transition';

const SESSION_PRIME_KEY = 'session-user';

/** Reads who the shopper is before the first render of a page that needs it (src/app/router.tsx). */
export function readSessionUserFirst(): Promise<FirstAnswer> {
  return readFirstAnswer(SESSION_PRIME_KEY, () => readSessionUser(db()));
}

/**
 * The signed-in shopper as the screens know it (src/data/session.ts, `sessionState`): undefined
 * while IndexedDB (or the load's session check) answers, then the user or null.
 */
export function useSessionUser(): SessionUser | null | undefined {
  const mirrored = usePrimedLiveQuery(SESSION_PRIME_KEY, () => readSessionUser(db()), []);
  // The load's check answers while the app's first render may still be going: drawn as a
  // transition, so it does not make React render the whole tree again at once (decision 294).
  const check = useSnapshotInTransition(subscribeToSessionCheck, currentSessionCheck);
  return sessionState(mirrored, check);
}
