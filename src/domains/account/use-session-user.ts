import type { SessionUser } from '../../../contract/auth';
import { db } from '../../data/db';
import { useLiveQuery } from '../../data/live-query';
import { currentSessionCheck, readSessionUser, sessionState, subscribeToSessionCheck } from '../../data/session';
import { useSnapshotInTransition } from '../../lib/snapshot-in-transition';

/**
 * The signed-in shopper as the screens know it (src/data/session.ts, `sessionState`): undefined
 * while IndexedDB (or the load's session check) answers, then the user or null.
 */
export function useSessionUser(): SessionUser | null | undefined {
  const mirrored = useLiveQuery(() => readSessionUser(db()), []);
  // The load's check answers while the app's first render may still be going: drawn as a
  // transition, so it does not make React render the whole tree again at once (decision 294).
  const check = useSnapshotInTransition(subscribeToSessionCheck, currentSessionCheck);
  return sessionState(mirrored, check);
}
