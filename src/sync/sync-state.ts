import { memoryStore, useMemoryStore } from '../lib/memory-store';

/**
 * The outbox's sending in this tab, the one `SyncState` of the sync engine (kept in memory: it
 * describes requests, not server data). idle: nothing to do or all sent; pushing: a push runs;
 * offline: no connection (queue kept); slow: no answer in time (queue kept); unauthorized: token
 * gone or refused (queue kept); error: the server failed (queue kept). Only a refusal (4xx with a
 * reason) drops a change (docs/decisions/195).
 */
export type SyncPhase = 'idle' | 'pushing' | 'offline' | 'slow' | 'unauthorized' | 'error';
export type SyncState = { phase: SyncPhase; error?: string };

const store = memoryStore<SyncState>({ phase: 'idle' });

export function setSyncState(next: SyncState): void {
  store.set(next);
}

export function getSyncState(): SyncState {
  return store.get();
}

/** Outside React (the retry timer in sync-triggers.ts): called after every phase change. */
export function onSyncState(listener: (state: SyncState) => void): () => void {
  return store.subscribe(() => listener(store.get()));
}

export function useSyncState(): SyncState {
  return useMemoryStore(store);
}
