import { useSyncExternalStore } from 'react';

/**
 * The sync phase of each collection, kept in memory: it describes this tab's requests, not
 * server data, so it does not belong in IndexedDB. Screens combine it with the mirrored rows.
 *
 * - idle: nothing running (the mirror may be fresh, stale or absent)
 * - loading: the first fetch of a collection that has no mirror yet
 * - refreshing: a fetch while a mirror is shown
 * - error / offline: the last fetch failed (after its retry); the mirror, if any, stays
 */
export type SyncPhase = 'idle' | 'loading' | 'refreshing' | 'error' | 'offline';
export type SyncStatus = { phase: SyncPhase; error?: unknown; failedAt?: number };

const IDLE: SyncStatus = Object.freeze({ phase: 'idle' });
const statuses = new Map<string, SyncStatus>();
const listeners = new Set<() => void>();

export function getSyncStatus(key: string): SyncStatus {
  return statuses.get(key) ?? IDLE;
}

export function setSyncStatus(key: string, status: SyncStatus): void {
  statuses.set(key, status.phase === 'idle' ? IDLE : status);
  for (const listener of listeners) listener();
}

export function subscribeSyncStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSyncStatus(key: string | null): SyncStatus {
  return useSyncExternalStore(
    subscribeSyncStatus,
    () => (key ? getSyncStatus(key) : IDLE),
    () => IDLE,
  );
}
