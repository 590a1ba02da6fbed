import { useMediaQuery, useMergedRef } from '@mantine/hooks';
import { type HTMLAttributes, type ReactNode, type Ref, useRef } from 'react';
import { HOME_CAROUSEL_MAX_ITEMS, MOBILE_BREAKPOINT_PX } from '../../contract/constants';
import { CAROUSEL_TILE_PX, type CarouselSize, carouselSizeFor } from '../lib/carousel-arrows';
import classes from './product-carousel.module.css';
import { useSlidesInReach } from './slides-in-reach';

/** The space after each slide (`.slide`'s right margin in product-carousel.module.css). */
const SLIDE_GAP_PX = 12;

export type ProductCarouselProps<T> = {
  items: readonly T[];
  label: string;
  /** 'smaller' under 768 px, otherwise 'largest', unless given. */
  size?: CarouselSize;
  renderItem: (item: T, tileWidth: number) => ReactNode;
  getKey: (item: T) => string;
};

/** The tile width in px: the given size, or 'smaller' under 768 px and 'largest' otherwise. */
export function useCarouselTile(size: CarouselSize | undefined): number {
  const narrow = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`, false, {
    getInitialValueInEffect: false,
  });
  return CAROUSEL_TILE_PX[size ?? carouselSizeFor(narrow ? 0 : MOBILE_BREAKPOINT_PX, MOBILE_BREAKPOINT_PX)];
}

/**
 * The carousel's markup: a labelled section, a clipping viewport and a row of slides (at most
 * 30). Shown as it is while Embla loads (product-carousel.tsx), so the page does not shift when
 * the interactive carousel takes over; embla-product-carousel.tsx adds the viewport ref, the
 * pointer handlers and the arrows. Only the slides in reach have their content drawn
 * (slides-in-reach.ts); the others are empty slides of the same width until they come near.
 */
export function CarouselFrame<T>({
  items,
  label,
  tile,
  renderItem,
  getKey,
  viewportRef,
  sectionProps,
  children,
}: Omit<ProductCarouselProps<T>, 'size'> & {
  tile: number;
  viewportRef?: Ref<HTMLDivElement>;
  sectionProps?: HTMLAttributes<HTMLElement>;
  children?: ReactNode;
}) {
  const shown = items.slice(0, HOME_CAROUSEL_MAX_ITEMS);
  const viewport = useRef<HTMLDivElement>(null);
  const ref = useMergedRef(viewportRef, viewport);
  const { drawn, drawThrough } = useSlidesInReach(viewport, shown.length, tile + SLIDE_GAP_PX);
  return (
    <section
      className={classes.root}
      aria-roledescription="carousel"
      aria-label={label}
      {...sectionProps}
      onFocus={(event) => {
        // A slide focused from the keyboard: the two after it are drawn before the next Tab.
        const slide = event.target.closest<HTMLElement>('[data-slide]');
        if (slide) drawThrough(Number(slide.dataset.slide) + 2);
        sectionProps?.onFocus?.(event);
      }}
    >
      <div className={classes.viewport} ref={ref}>
        <div className={classes.container}>
          {shown.map((item, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names slides as groups.
            <div
              className={classes.slide}
              key={getKey(item)}
              style={{ width: tile }}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${shown.length}`}
              data-slide={index}
            >
              {index < drawn ? renderItem(item, tile) : null}
            </div>
          ))}
        </div>
      </div>
      {children}
    </section>
  );
}
