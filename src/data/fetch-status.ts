import { useCallback } from 'react';
import { useSnapshotInTransition } from '../lib/snapshot-in-transition';

/**
 * The fetch phase of each mirrored collection (reads from the shop; the outbox's sending has its
 * own `SyncState`, src/sync/sync-state.ts), kept in memory: it describes this tab's requests, not
 * server data, so it does not belong in IndexedDB. Screens combine it with the mirrored rows.
 *
 * - idle: nothing running (the mirror may be fresh, stale or absent)
 * - loading: the first fetch of a collection that has no mirror yet
 * - refreshing: a fetch while a mirror is shown
 * - error / offline: the last fetch failed (after its retry); the mirror, if any, stays
 */
export type FetchPhase = 'idle' | 'loading' | 'refreshing' | 'error' | 'offline';
export type FetchStatus = { phase: FetchPhase; error?: unknown; failedAt?: number };

const IDLE: FetchStatus = Object.freeze({ phase: 'idle' });
const statuses = new Map<string, FetchStatus>();
const listeners = new Set<() => void>();

export function getFetchStatus(key: string): FetchStatus {
  return statuses.get(key) ?? IDLE;
}

export function setFetchStatus(key: string, status: FetchStatus): void {
  statuses.set(key, status.phase === 'idle' ? IDLE : status);
  for (const listener of listeners) listener();
}

export function subscribeFetchStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A collection's fetch phase in a component, each change drawn as a transition (as the mirror's
 * answers are, data/live-query.ts): a phase changes the whole page that shows the collection (a
 * product page went 'refreshing' and back to 'idle' on its first visit), and as a store update
 * each rendered that page again in one task (docs/decisions/294).
 */
export function useFetchStatus(key: string | null): FetchStatus {
  const read = useCallback(() => (key ? getFetchStatus(key) : IDLE), [key]);
  return useSnapshotInTransition(subscribeFetchStatus, read);
}
