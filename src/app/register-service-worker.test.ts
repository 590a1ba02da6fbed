// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Workbox } from 'workbox-window';
import { SAVE_CODE_MESSAGE } from '../lib/offline-code-messages';
import { saveCodeOnceSettled } from './register-service-worker';

/** workbox-window's messageSW, answering as the worker would. */
function fakeWorkbox(answers: { saved: number; missing: number }[]) {
  const messageSW = vi.fn(async (_data: object) => answers.shift() ?? { saved: 0, missing: 0 });
  return { workbox: { messageSW } as unknown as Pick<Workbox, 'messageSW'>, messageSW };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the rest of the shop's code, saved once the shopper has settled (decision 339)", () => {
  it('is asked for 30 s after the page opened, at an idle moment, and not before', async () => {
    const { workbox, messageSW } = fakeWorkbox([{ saved: 50, missing: 0 }]);
    saveCodeOnceSettled(workbox);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(messageSW).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(6_000);
    expect(messageSW).toHaveBeenCalledExactlyOnceWith({ type: SAVE_CODE_MESSAGE });
  });

  it('asks again when the device is back online if the connection dropped meanwhile', async () => {
    const { workbox, messageSW } = fakeWorkbox([
      { saved: 3, missing: 47 },
      { saved: 47, missing: 0 },
    ]);
    saveCodeOnceSettled(workbox);
    await vi.advanceTimersByTimeAsync(36_000);
    expect(messageSW).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(6_000);
    expect(messageSW).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(6_000);
    expect(messageSW).toHaveBeenCalledTimes(2);
  });

  it('is not asked for while a new version waits for "Reload to update"', async () => {
    // A module instance of its own: the waiting version is update-store's module state, which
    // would outlive this file in the worker (vitest.config.ts, isolate: false).
    vi.resetModules();
    const { watchForUpdates } = await import('./update-store');
    const { saveCodeOnceSettled } = await import('./register-service-worker');
    let waiting: () => void = () => undefined;
    watchForUpdates({
      addEventListener: (name: string, listener: () => void) => {
        if (name === 'waiting') waiting = listener;
      },
    } as unknown as Workbox);
    waiting();
    const { workbox, messageSW } = fakeWorkbox([]);
    saveCodeOnceSettled(workbox);
    await vi.advanceTimersByTimeAsync(40_000);
    expect(messageSW).not.toHaveBeenCalled();
    vi.resetModules();
  });
});
