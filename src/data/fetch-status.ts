import { useSyncExternalStore } from 'react';

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

export function useFetchStatus(key: string | null): FetchStatus {
  return useSyncExternalStore(
    subscribeFetchStatus,
    () => (key ? getFetchStatus(key) : IDLE),
    () => IDLE,
  );
}
