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

/** Whether the new worker already took charge (another tab asked it to) before this page's click. */
let tookCharge = false;

/** Called once by registerServiceWorker: listen for a worker that installed and now waits. */
export function watchForUpdates(instance: Workbox): void {
  workbox = instance;
  tookCharge = false;
  instance.addEventListener('waiting', () => set({ ...state, waiting: true }));
  instance.addEventListener('controlling', () => {
    if (state.waiting) tookCharge = true;
  });
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

/**
 * The shopper clicked 'Reload to update': SKIP_WAITING, then one reload when the new worker
 * controls the page (docs/decisions/262). Never a reload before that: a navigation while the old
 * worker is being retired can hang in Chromium, the page blank for good. If the new worker already
 * took charge before the click, its 'controlling' has passed and the page reloads at once.
 */
export function applyUpdate(reload: () => void = () => window.location.reload()): void {
  if (!workbox || !state.waiting || state.applying) return;
  set({ ...state, applying: true });
  if (tookCharge) {
    reload();
    return;
  }
  let reloaded = false;
  workbox.addEventListener('controlling', () => {
    if (reloaded) return;
    reloaded = true;
    reload();
  });
  workbox.messageSkipWaiting();
}
