import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryAfterServerError } from './retry-after-server-error';
import type { SyncState } from './sync-state';

let listeners: ((state: SyncState) => void)[];
const emit = (phase: SyncState['phase']) => {
  for (const listener of listeners) listener({ phase });
};
const subscribe = (listener: (state: SyncState) => void) => {
  listeners.push(listener);
  return () => {
    listeners = listeners.filter((item) => item !== listener);
  };
};

beforeEach(() => {
  listeners = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('retryAfterServerError', () => {
  it('tries again after each server error, waiting longer each time', () => {
    const retry = vi.fn();
    retryAfterServerError(subscribe, retry, [100, 1000]);
    emit('pushing');
    emit('error');
    vi.advanceTimersByTime(99);
    expect(retry).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(retry).toHaveBeenCalledTimes(1);
    emit('pushing');
    emit('error');
    vi.advanceTimersByTime(999);
    expect(retry).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(retry).toHaveBeenCalledTimes(2);
  });

  it('cancels the pending try and starts over once a push succeeds, goes offline or needs sign-in', () => {
    const retry = vi.fn();
    retryAfterServerError(subscribe, retry, [100, 1000]);
    emit('error');
    emit('idle');
    vi.advanceTimersByTime(5000);
    expect(retry).not.toHaveBeenCalled();
    emit('error');
    vi.advanceTimersByTime(100);
    expect(retry).toHaveBeenCalledTimes(1);
    for (const phase of ['offline', 'unauthorized'] as const) {
      emit('error');
      emit(phase);
      vi.advanceTimersByTime(5000);
    }
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('keeps trying at the last delay for as long as the shop fails or does not answer in time', () => {
    const retry = vi.fn();
    retryAfterServerError(subscribe, retry, [100, 1000]);
    for (let failure = 0; failure < 10; failure++) {
      emit('pushing');
      emit(failure % 2 === 0 ? 'error' : 'slow');
      vi.advanceTimersByTime(1000);
    }
    expect(retry).toHaveBeenCalledTimes(10);
    // Never faster than the last delay once it is reached: no hammering.
    emit('pushing');
    emit('error');
    vi.advanceTimersByTime(999);
    expect(retry).toHaveBeenCalledTimes(10);
  });

  it('stops listening when disposed', () => {
    const retry = vi.fn();
    const stop = retryAfterServerError(subscribe, retry, [100]);
    emit('error');
    stop();
    vi.advanceTimersByTime(1000);
    emit('error');
    vi.advanceTimersByTime(1000);
    expect(retry).not.toHaveBeenCalled();
    expect(listeners).toHaveLength(0);
  });
});
