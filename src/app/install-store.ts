import { useSyncExternalStore } from 'react';

/**
 * The browser's install offer (docs/decisions/133-install-button.md): `beforeinstallprompt` is
 * kept (its default mini-infobar prevented) and an 'Install app' button shows while it is
 * available; `appinstalled` hides it for good. Chromium only; elsewhere the button never shows.
 */
type InstallPromptEvent = Event & { prompt(): Promise<void>; userChoice?: Promise<{ outcome: string }> };

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function watchInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    notify();
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

export function canInstall(): boolean {
  return deferred !== null;
}

export function useCanInstall(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    canInstall,
    () => false,
  );
}

/** The browser's prompt can be shown once per event: the button hides until another arrives. */
export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = null;
  notify();
  await event.prompt();
  const choice = await event.userChoice;
  console.info(`Install prompt: ${choice?.outcome ?? 'shown'}`);
}
