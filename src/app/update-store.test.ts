import { describe, expect, it, vi } from 'vitest';
import type { Workbox } from 'workbox-window';
import { applyUpdate, getUpdateState, watchForUpdates } from './update-store';

/** Just enough of workbox-window's Workbox: listeners by event name, and messageSkipWaiting. */
function fakeWorkbox() {
  const listeners = new Map<string, Array<() => void>>();
  const workbox = {
    addEventListener: (name: string, listener: () => void) => {
      listeners.set(name, [...(listeners.get(name) ?? []), listener]);
    },
    messageSkipWaiting: vi.fn(),
  };
  const fire = (name: string) => {
    for (const listener of listeners.get(name) ?? []) listener();
  };
  return { workbox, fire };
}

describe('update store', () => {
  it('shows the prompt when a worker waits, skips waiting on click and reloads only on controlling', () => {
    const { workbox, fire } = fakeWorkbox();
    const reload = vi.fn();
    watchForUpdates(workbox as unknown as Workbox);
    applyUpdate(reload); // nothing waits yet: no-op
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(getUpdateState().waiting).toBe(false);

    fire('waiting');
    expect(getUpdateState()).toEqual({ waiting: true, applying: false });
    expect(reload).not.toHaveBeenCalled(); // never on its own

    vi.useFakeTimers();
    try {
      applyUpdate(reload);
      expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
      expect(getUpdateState()).toEqual({ waiting: true, applying: true });
      // No reload while the old worker is still in charge, however long it takes (decision 262).
      vi.advanceTimersByTime(60_000);
      expect(reload).not.toHaveBeenCalled();
      fire('controlling');
      fire('controlling');
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reloads at once when the new worker took charge before the click', async () => {
    vi.resetModules();
    const store = await import('./update-store');
    const { workbox, fire } = fakeWorkbox();
    const reload = vi.fn();
    store.watchForUpdates(workbox as unknown as Workbox);
    fire('waiting');
    fire('controlling'); // another tab asked it to take over
    expect(reload).not.toHaveBeenCalled();
    store.applyUpdate(reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
  });
});
