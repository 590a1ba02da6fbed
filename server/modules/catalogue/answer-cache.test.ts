import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache';

/** A build that records its calls and counts `bytes` for its answer. */
function builds() {
  const made: string[] = [];
  const build = (name: string, bytes = 1) => {
    return async (count: (more: number) => void) => {
      made.push(name);
      count(bytes);
      return name;
    };
  };
  return { made, build };
}

describe('answer cache', () => {
  it('keeps an answer for its version and later ones, and rebuilds it for a newer version', async () => {
    const cache = createAnswerCache<string>({ maxAnswers: 10, maxBytes: 100 });
    const { made, build } = builds();
    expect(await cache.get('all', 3, build('v3'))).toBe('v3');
    expect(await cache.get('all', 3, build('again'))).toBe('v3');
    // A request whose shared version read started a moment earlier sees the newer answer.
    expect(await cache.get('all', 2, build('older'))).toBe('v3');
    expect(await cache.get('all', 4, build('v4'))).toBe('v4');
    expect(made).toEqual(['v3', 'v4']);
  });

  it('shares one build among concurrent requests', async () => {
    const cache = createAnswerCache<string>({ maxAnswers: 10, maxBytes: 100 });
    let release: (value: string) => void = () => {};
    let calls = 0;
    const slow = () => {
      calls++;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    const answers = Promise.all([cache.get('item/a', 1, slow), cache.get('item/a', 1, slow)]);
    release('a');
    expect(await answers).toEqual(['a', 'a']);
    expect(calls).toBe(1);
  });

  it('keeps neither an answer that was not found nor a failed build', async () => {
    const cache = createAnswerCache<string>({ maxAnswers: 10, maxBytes: 100 });
    expect(await cache.get('item/none', 1, async () => undefined)).toBeUndefined();
    await expect(
      cache.get('item/x', 1, async () => {
        throw new Error('database gone');
      }),
    ).rejects.toThrow('database gone');
    expect(cache.size).toBe(0);
    expect(await cache.get('item/x', 1, async () => 'x')).toBe('x');
  });

  it('lets the least recently used answer go first, past the count or the bytes', async () => {
    const byCount = createAnswerCache<string>({ maxAnswers: 2, maxBytes: 100 });
    const { made, build } = builds();
    await byCount.get('a', 1, build('a'));
    await byCount.get('b', 1, build('b'));
    await byCount.get('a', 1, build('a again')); // a is now the most recent
    await byCount.get('c', 1, build('c'));
    await byCount.get('a', 1, build('a, still kept'));
    await byCount.get('b', 1, build('b lost'));
    expect(made).toEqual(['a', 'b', 'c', 'b lost']);
    expect(byCount.size).toBe(2);

    const byBytes = createAnswerCache<string>({ maxAnswers: 10, maxBytes: 10 });
    await byBytes.get('x', 1, build('x', 6));
    await byBytes.get('y', 1, build('y', 4));
    expect(byBytes.bytes).toBe(10);
    await byBytes.get('z', 1, build('z', 3));
    expect(byBytes.size).toBe(2);
    expect(byBytes.bytes).toBe(7);
    await byBytes.get('x', 1, build('x rebuilt', 6));
    expect(made.slice(-2)).toEqual(['z', 'x rebuilt']);
  });
});
