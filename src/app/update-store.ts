import { useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';

/**
 * "A new version is ready" (docs/decisions/130-update-prompt-rules.md): a tiny store outside
 * React, fed by workbox-window. The page never reloads on its own: only `applyUpdate()`, called
 * from the shopper's click, asks the waiting worker to take over and reloads on 'controlling'.
 */
export type UpdateState = { waiting: boolean; applying: boolean };

let state: UpdateState = { waiting: false, applying: false };
let workbox: Workbox | null = null;
const listeners = new Set<() => void>();

function set(next: UpdateState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Called once by registerServiceWorker: listen for a worker that installed and now waits. */
export function watchForUpdates(instance: Workbox): void {
  workbox = instance;
  instance.addEventListener('waiting', () => set({ ...state, waiting: true }));
}

export function getUpdateState(): UpdateState {
  return state;
}

export function useUpdateState(): UpdateState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}

/** How long the click waits for the new worker to take charge before it reloads anyway. */
export const TAKE_OVER_WAIT_MS = 3_000;

/**
 * The shopper clicked 'Reload to update': SKIP_WAITING, then one reload when the new worker
 * controls. If it already took charge before the click (then there is no waiting worker to ask,
 * and its 'controlling' has passed) or does not within TAKE_OVER_WAIT_MS, the page reloads
 * anyway: a click on "Reload" always reloads, never leaves a disabled button.
 */
export function applyUpdate(reload: () => void = () => window.location.reload()): void {
  if (!workbox || !state.waiting || state.applying) return;
  set({ ...state, applying: true });
  let reloaded = false;
  const once = () => {
    if (reloaded) return;
    reloaded = true;
    reload();
  };
  workbox.addEventListener('controlling', once);
  workbox.messageSkipWaiting();
  setTimeout(once, TAKE_OVER_WAIT_MS);
}
