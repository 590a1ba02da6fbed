import { type RefObject, startTransition, useCallback, useEffect, useState } from 'react';

/** How far beyond the carousel's viewport a slide is drawn: one viewport's width on either side. */
const REACH = '0px 100% 0px 100%';

/**
 * How many of a carousel's first slides have their content drawn (the rest are empty slides of
 * the same width, so the row, Embla's snaps and the labels stay as they are). A phone shows two
 * of the 28 tiles of 'Others also bought'; drawing all of them cost the product page a frame of
 * about 100 ms of style and layout at the calibrated CPU, and each tile's ~19 components
 * (docs/decisions/352). At first the slides a screen as wide as the window can show, and one
 * more; then, as the shopper drags, steps or tabs along, every slide up to the last that comes
 * within a viewport's width of the viewport, so a slide is drawn before it is seen. Once drawn, a
 * slide stays drawn. Without IntersectionObserver, every slide at once.
 *
 * `drawThrough(index)` draws every slide up to `index` at once, not as a transition: the carousel
 * calls it as a slide takes the keyboard's focus, so the next slide's link is there for the next
 * Tab. Tabbing faster than the observer's answer (a loaded phone, a quick hand) left the carousel
 * at the first slide not yet drawn (docs/decisions/361).
 */
export function useSlidesInReach(
  viewportRef: RefObject<HTMLElement | null>,
  count: number,
  slideWidth: number,
): { drawn: number; drawThrough: (index: number) => void } {
  const [reach, setReach] = useState(() =>
    typeof IntersectionObserver === 'function' ? Math.ceil(window.innerWidth / slideWidth) + 1 : count,
  );
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || reach >= count) return;
    const observer = new IntersectionObserver(
      (entries) => {
        let furthest = -1;
        for (const entry of entries) {
          const index = Number((entry.target as HTMLElement).dataset.slide);
          if (entry.isIntersecting && index > furthest) furthest = index;
        }
        if (furthest >= 0) startTransition(() => setReach((drawn) => Math.max(drawn, furthest + 1)));
      },
      { root: viewport, rootMargin: REACH },
    );
    for (const slide of viewport.querySelectorAll('[data-slide]')) observer.observe(slide);
    return () => observer.disconnect();
  }, [viewportRef, count, reach]);
  const drawThrough = useCallback((index: number) => setReach((drawn) => Math.max(drawn, index + 1)), []);
  return { drawn: Math.min(reach, count), drawThrough };
}
