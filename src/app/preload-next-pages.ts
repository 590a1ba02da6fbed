import { paths } from '../../contract/paths';
import { preloadRoute } from './router';
import { getUpdateState } from './update-store';

/** What a shopper does before a tap that opens a page: touching the screen, scrolling, typing. */
const FIRST_MOVES = ['pointerdown', 'scroll', 'keydown'] as const;

/**
 * The code of the pages most taps open (a product, the bag), fetched and run at an idle moment
 * once the shopper has first touched or scrolled the page: a tap on a card then draws the
 * product at once, instead of waiting for its chunk to be fetched and run, which took about
 * 75 ms at 4x CPU (docs/decisions/199). Not before the first touch: a page opened and only
 * looked at (or audited) runs nothing more at start. Nor while a new version waits: the next page
 * is the new version's, and a fetch through the old worker just after 'Reload to update' wakes it
 * again, which keeps the new worker from taking charge for minutes (docs/decisions/262).
 */
export function preloadNextPagesOnFirstMove(): void {
  const start = () => {
    for (const type of FIRST_MOVES) window.removeEventListener(type, start, true);
    const idle = (task: () => void) =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(task, { timeout: 3000 })
        : window.setTimeout(task, 200);
    // One page per idle moment, so neither holds the main thread long.
    const pages = [paths.product.to('next'), paths.cart.to()];
    const next = () => {
      const page = pages.shift();
      if (!page || getUpdateState().waiting) return;
      preloadRoute(page).then(
        () => idle(next),
        // Offline before the service worker has it: the page loads (or says why not) when opened.
        (error: unknown) => console.warn('Fetching the code of a page ahead failed:', error),
      );
    };
    idle(next);
  };
  for (const type of FIRST_MOVES) window.addEventListener(type, start, { capture: true, passive: true });
}
