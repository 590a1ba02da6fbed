// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BETWEEN_PARTS_MS, takeTurn } from './parts-in-turn';

describe('parts drawn in turn', () => {
  const drawn: string[] = [];
  const ends: (() => void)[] = [];
  const ask = (name: string) => {
    const end = takeTurn(() => drawn.push(name));
    ends.push(end);
    return end;
  };

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'cancelIdleCallback'] });
    drawn.length = 0;
    ends.length = 0;
  });
  afterEach(() => {
    // The queue is the module's: every turn of a test ends, so the next test starts with none.
    for (const end of ends) end();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('draws a part at once when no other is being drawn', () => {
    ask('footer');
    expect(drawn).toEqual(['footer']);
  });

  it('draws the parts asked for meanwhile one at a time, in order, each once the one before is drawn and the browser was idle', () => {
    const endCards = ask('later cards');
    const endFooter = ask('footer');
    ask('test payments');
    expect(drawn).toEqual(['later cards']);

    endCards();
    // Not in the same task: the browser paints and answers taps between two parts.
    expect(drawn).toEqual(['later cards']);
    vi.advanceTimersByTime(BETWEEN_PARTS_MS);
    expect(drawn).toEqual(['later cards', 'footer']);

    endFooter();
    vi.advanceTimersByTime(BETWEEN_PARTS_MS);
    expect(drawn).toEqual(['later cards', 'footer', 'test payments']);
  });

  it('skips a part gone while it waited, and goes on when the part being drawn is gone', () => {
    const endFirst = ask('first');
    const endGone = ask('gone while waiting');
    ask('last');
    endGone();
    endFirst();
    vi.advanceTimersByTime(BETWEEN_PARTS_MS);
    expect(drawn).toEqual(['first', 'last']);
  });

  it('ends a turn once however often it is ended', () => {
    const endFirst = ask('first');
    const endSecond = ask('second');
    ask('third');
    endFirst();
    vi.advanceTimersByTime(BETWEEN_PARTS_MS);
    endFirst();
    vi.advanceTimersByTime(BETWEEN_PARTS_MS);
    // The second is still being drawn: the first's second end did not start the third.
    expect(drawn).toEqual(['first', 'second']);
    endSecond();
    vi.advanceTimersByTime(BETWEEN_PARTS_MS);
    expect(drawn).toEqual(['first', 'second', 'third']);
  });

  it('draws a part at once again after the browser was idle with none waiting', () => {
    ask('first')();
    vi.advanceTimersByTime(BETWEEN_PARTS_MS);
    ask('later');
    expect(drawn).toEqual(['first', 'later']);
  });
});
