// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenQuiet } from './when-quiet';

/**
 * The browser's idle periods, played by the test: `idle(at, remaining)` runs the waiting idle
 * callback at `at` ms with `remaining` ms of the period left (50 at most in a browser).
 */
let now = 0;
let waiting: IdleRequestCallback | undefined;
let clock: { mockRestore(): void } | undefined;
function idle(at: number, remaining: number): void {
  now = at;
  const callback = waiting;
  waiting = undefined;
  callback?.({ didTimeout: false, timeRemaining: () => remaining });
}
/** Long idle periods every 50 ms from `from` to `to` (ms), as in a page with nothing to do. */
function quietBetween(from: number, to: number): void {
  for (let at = from; at <= to; at += 50) idle(at, 50);
}

beforeEach(() => {
  now = 0;
  waiting = undefined;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  clock = vi.spyOn(performance, 'now').mockImplementation(() => now);
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    waiting = callback;
    return 1;
  });
  vi.stubGlobal('cancelIdleCallback', () => {
    waiting = undefined;
  });
});
afterEach(() => {
  vi.useRealTimers();
  clock?.mockRestore();
  vi.unstubAllGlobals();
});

describe('whenQuiet: the work of a page over, not paused (decision 387)', () => {
  it('runs once the browser has had nothing but long idle periods for the time asked', () => {
    const task = vi.fn();
    whenQuiet(task, 200, 5000);
    quietBetween(100, 250);
    expect(task).not.toHaveBeenCalled();
    idle(300, 50);
    expect(task).toHaveBeenCalledOnce();
    idle(350, 50);
    expect(task).toHaveBeenCalledOnce();
  });

  it('starts again after a short idle period: frames or work kept the browser busy', () => {
    const task = vi.fn();
    whenQuiet(task, 200, 5000);
    quietBetween(100, 250);
    idle(262, 8); // between two frames
    quietBetween(280, 430);
    expect(task).not.toHaveBeenCalled();
    idle(480, 50);
    expect(task).toHaveBeenCalledOnce();
  });

  it('starts again after a gap between two long idle periods: a task ran between them', () => {
    const task = vi.fn();
    whenQuiet(task, 200, 5000);
    quietBetween(100, 200);
    // 120 ms of a slice of the page's work, then idle again.
    quietBetween(370, 520);
    expect(task).not.toHaveBeenCalled();
    idle(570, 50);
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs at the time limit when the browser is never quiet, and once', () => {
    const task = vi.fn();
    whenQuiet(task, 200, 5000);
    for (let at = 0; at < 4900; at += 16) idle(at, 10);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5000);
    expect(task).toHaveBeenCalledOnce();
    quietBetween(5000, 5400);
    expect(task).toHaveBeenCalledOnce();
  });

  it('does nothing once cancelled', () => {
    const task = vi.fn();
    const cancel = whenQuiet(task, 200, 5000);
    quietBetween(0, 100);
    cancel();
    quietBetween(150, 400);
    vi.advanceTimersByTime(6000);
    expect(task).not.toHaveBeenCalled();
  });
});
