/**
 * Counts failed attempts per key in memory within a sliding window. Per process on purpose:
 * several instances each allow the limit, which still stops online guessing; a shared store
 * can replace this behind the same interface. See docs/decisions/008.
 */
export type AttemptLimiter = {
  isBlocked(key: string): boolean;
  recordFailure(key: string): void;
  reset(key: string): void;
};

const SWEEP_ABOVE = 10_000;

export function createAttemptLimiter(options: { max: number; windowMs: number; now?: () => number }): AttemptLimiter {
  const now = options.now ?? Date.now;
  const failures = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const since = now() - options.windowMs;
    const kept = (failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  };

  const sweep = () => {
    for (const key of [...failures.keys()]) recent(key);
  };

  return {
    isBlocked: (key) => recent(key).length >= options.max,
    recordFailure(key) {
      if (failures.size > SWEEP_ABOVE) sweep();
      failures.set(key, [...recent(key), now()]);
    },
    reset(key) {
      failures.delete(key);
    },
  };
}
