/**
 * The longest a position is held for a page that is still growing. It is not what ends the hold
 * on a page that works: the shopper's first move does. A slow phone may take seconds to draw the
 * rows of a page it returns to (decision 263), so this only bounds a page that never settles.
 */
const HOLD_POSITION_MAX_MS = 20_000;

const SHOPPER_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** The hold in force: one at a time, the newest wins. */
let holding: (() => void) | null = null;

/**
 * Keeps the window at `y` while the page grows beneath it, until the shopper moves.
 *
 * A page returned to, or the app taking over the first screen the server wrote, draws its rows a
 * moment later (they are read from the mirror), so `y` may lie below its first height; and what
 * draws above the rows later (the type filters, a notice) would carry the view down with it (the
 * browser's scroll anchoring kept the shopper's cards 78 px lower than they left them). So each
 * time the page changes size the window goes back to `y`. The hold ends at the shopper's first
 * wheel, touch, key or tap, at a scroll that no change of size caused (a scroll bar dragged, the
 * app scrolling to something), when another hold starts or the address changes (`endScrollHold`),
 * or after HOLD_POSITION_MAX_MS. Returns the function that ends it.
 *
 * `y` may be a function: the place is then asked again at each change of size (a card the
 * shopper left at the top of the screen, found once it is drawn: app/layouts/scroll-restoration.tsx).
 */
export function holdScrollPosition(y: number | (() => number)): () => void {
  const page = document.documentElement;
  const target = typeof y === 'number' ? () => y : y;
  let height = page.scrollHeight;
  let place = target();
  const observer = new ResizeObserver(() => {
    height = page.scrollHeight;
    place = target();
    if (Math.abs(window.scrollY - place) > 1) window.scrollTo(0, place);
  });
  const onScroll = () => {
    // Where the page is still shorter than the place, the browser stops at its bottom; a scroll
    // after a change of size is the browser anchoring, which the observer puts back. Any other
    // scroll came from someone else.
    const reachable = Math.max(0, Math.min(place, page.scrollHeight - page.clientHeight));
    if (page.scrollHeight === height && Math.abs(window.scrollY - reachable) > 1) stop();
  };
  const timer = window.setTimeout(() => stop(), HOLD_POSITION_MAX_MS);
  function stop() {
    if (holding === stop) holding = null;
    observer.disconnect();
    window.clearTimeout(timer);
    window.removeEventListener('scroll', onScroll);
    for (const event of SHOPPER_MOVES) window.removeEventListener(event, stop);
  }
  window.scrollTo(0, place);
  observer.observe(document.body);
  window.addEventListener('scroll', onScroll, { passive: true });
  for (const event of SHOPPER_MOVES) window.addEventListener(event, stop, { passive: true });
  holding = stop;
  return stop;
}

/** Ends the hold in force, if any: a new address has its own place (the scroll restoration). */
export function endScrollHold(): void {
  holding?.();
}

/**
 * Keeps the shopper at `y`, where they were before the page beneath changed (the app replacing
 * the first screen the server wrote), unless a hold with its own target is already in force
 * (Back to a saved position, after a reload).
 */
export function keepScrollPosition(y: number): void {
  if (holding || y === 0) return;
  holdScrollPosition(y);
}
