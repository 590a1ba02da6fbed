import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For a test file that draws a page whose parts wait for the browser's idle moments
 * (below-the-fold.tsx, opening-work.ts): React's act environment and fake timers, idle callbacks
 * among them, for each test; after each, the page is unmounted (`unmountAfterEach`) and every
 * timer left is run, so the modules' queues end empty. Beside reactInPage (react-in-page.tsx) for
 * files that import fresh copies of React and the modules each test (`vi.resetModules`): its
 * renderInPage would draw with another copy of React than theirs.
 */
export function withIdleTimers(): { unmountAfterEach: (unmount: () => void) => void } {
  let unmount: (() => void) | undefined;
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'cancelIdleCallback'] });
  });
  afterEach(() => {
    unmount?.();
    unmount = undefined;
    vi.runAllTimers();
    vi.useRealTimers();
  });
  return {
    unmountAfterEach: (next) => {
      unmount = next;
    },
  };
}
