/** Arrows show only past this many pixels from either end (spec 000, "Home carousel behaviour"). */
export const ARROW_EDGE_PX = 5;
/** After a click both arrows are locked for this long. */
export const ARROW_LOCK_MS = 500;

export type CarouselScrollState = {
  /** Pixels scrolled from the start. */
  scrolled: number;
  /** Pixels that remain to the end. */
  remaining: number;
  /** Whether the pointer is over the carousel. */
  hovered: boolean;
};

export type ArrowVisibility = { left: boolean; right: boolean };

export function arrowVisibility({ scrolled, remaining, hovered }: CarouselScrollState): ArrowVisibility {
  if (!hovered) return { left: false, right: false };
  return { left: scrolled > ARROW_EDGE_PX, right: remaining > ARROW_EDGE_PX };
}

/** Whether a click at `now` falls inside the lock that began at `lockedAt`. */
export function isArrowLocked(lockedAt: number | null, now: number): boolean {
  return lockedAt !== null && now - lockedAt < ARROW_LOCK_MS;
}

export const CAROUSEL_TILE_PX = { smaller: 148, larger: 222, largest: 302 } as const;
export type CarouselSize = keyof typeof CAROUSEL_TILE_PX;

/** 'smaller' under the 768 px breakpoint, otherwise 'largest'. */
export function carouselSizeFor(viewportWidth: number, breakpoint: number): CarouselSize {
  return viewportWidth < breakpoint ? 'smaller' : 'largest';
}
