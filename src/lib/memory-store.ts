import { useSyncExternalStore } from 'react';

/** A value kept in this tab's memory that screens follow (state about requests, never server data). */
export type MemoryStore<T> = { get(): T; set(next: T): void; subscribe(listener: () => void): () => void };

export function memoryStore<T>(initial: T): MemoryStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The store's value in a component, re-rendered on every change. */
export function useMemoryStore<T>(store: MemoryStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
