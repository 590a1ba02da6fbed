export type AnswerCacheLimits = { maxAnswers: number; maxBytes: number };

/** Searches and limits make the keys unbounded, so the cache is capped both ways (docs/decisions/160). */
export const ANSWER_CACHE_LIMITS: AnswerCacheLimits = { maxAnswers: 2000, maxBytes: 64 * 1024 * 1024 };

/** Tells the cache how many more bytes an answer holds (its JSON, then each encoding made). */
export type CountBytes = (bytes: number) => void;

type Slot<T> = { version: number; answer: Promise<T | undefined>; bytes: number };

export type AnswerCache<T> = {
  /**
   * The answer kept under `key` at `version` or later, else the one `build` makes, kept at
   * `version`. Concurrent callers share one build. A build that finds nothing (undefined) or
   * fails is not kept.
   */
  get(key: string, version: number, build: (count: CountBytes) => Promise<T | undefined>): Promise<T | undefined>;
  readonly size: number;
  readonly bytes: number;
};

/** One instance's answers, least recently used first out once over either limit. */
export function createAnswerCache<T>(limits: AnswerCacheLimits = ANSWER_CACHE_LIMITS): AnswerCache<T> {
  // A Map iterates in insertion order: re-inserting on each use keeps the least recent first.
  const slots = new Map<string, Slot<T>>();
  let bytes = 0;

  const remove = (key: string, slot: Slot<T>) => {
    if (slots.get(key) !== slot) return;
    slots.delete(key);
    bytes -= slot.bytes;
  };

  const evict = () => {
    for (const [key, slot] of slots) {
      if (slots.size <= limits.maxAnswers && bytes <= limits.maxBytes) return;
      remove(key, slot);
    }
  };

  const start = (key: string, version: number, build: (count: CountBytes) => Promise<T | undefined>) => {
    const existing = slots.get(key);
    if (existing) remove(key, existing);
    const slot: Slot<T> = { version, answer: Promise.resolve(undefined), bytes: 0 };
    slots.set(key, slot);
    const count: CountBytes = (more) => {
      // An answer evicted or replaced meanwhile no longer counts against the limits.
      if (slots.get(key) !== slot) return;
      slot.bytes += more;
      bytes += more;
      evict();
    };
    slot.answer = build(count).then(
      (answer) => {
        if (answer === undefined) remove(key, slot);
        return answer;
      },
      (error: unknown) => {
        remove(key, slot);
        throw error;
      },
    );
    evict();
    return slot.answer;
  };

  return {
    get(key, version, build) {
      const slot = slots.get(key);
      if (!slot || slot.version < version) return start(key, version, build);
      slots.delete(key);
      slots.set(key, slot);
      return slot.answer;
    },
    get size() {
      return slots.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
