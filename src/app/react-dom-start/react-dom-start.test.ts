import { describe, expect, it, vi } from 'vitest';

/** What React DOM's module saw while it ran: its errors' stacks, and whether the limit was there. */
const seen = vi.hoisted(() => ({ limitPresent: true, stack: 'not run' as string | undefined }));

vi.mock('react-dom/client', () => {
  const sentinel = Error('made as React DOM makes its Suspense sentinels');
  seen.limitPresent = 'stackTraceLimit' in Error;
  seen.stack = sentinel.stack;
  return { createRoot: () => undefined };
});

describe("React DOM's start (docs/decisions/363)", () => {
  it('runs React DOM with the stacks of new errors paused, and errors carry stacks again after it', async () => {
    const before = Error.stackTraceLimit;
    const { createRoot } = await import('./index');

    expect(typeof createRoot).toBe('function');
    expect(seen.limitPresent).toBe(false);
    // No stack at all: under DevTools there is then nothing for V8 to find line numbers for.
    expect(seen.stack).toBeUndefined();
    expect(Error.stackTraceLimit).toBe(before);
    expect(Error('after the start').stack).toMatch(/react-dom-start\.test\.ts/);
  });
});
