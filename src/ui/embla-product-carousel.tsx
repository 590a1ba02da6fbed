import { ActionIcon } from '@mantine/core';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useRef, useState } from 'react';
import { arrowVisibility, isArrowLocked } from '../lib/carousel-arrows';
import { CarouselFrame, type ProductCarouselProps, useCarouselTile } from './carousel-frame';
import classes from './product-carousel.module.css';

type Edges = { scrolled: number; remaining: number };

/**
 * A horizontal product carousel on Embla (drag, snapping, one-slide steps), with the spec's arrow
 * rules on top: arrows only while the pointer (or keyboard focus) is inside, left past 5 px from
 * the start, right while more than 5 px remain, both locked for 500 ms after a click. The step
 * is one tile plus its margin (Embla scrolls one snap). At most 30 items.
 */
export function EmblaProductCarousel<T>({
  size,
  pointerInside = false,
  ...frame
}: ProductCarouselProps<T> & {
  /** The pointer was already over the slides shown before Embla took over. */
  pointerInside?: boolean;
}) {
  const tile = useCarouselTile(size);
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps', slidesToScroll: 1 });
  const [hovered, setHovered] = useState(pointerInside);
  const [edges, setEdges] = useState<Edges>({ scrolled: 0, remaining: 0 });
  const lockedAt = useRef<number | null>(null);

  // Embla moves slides with transforms, so measure the first and last slide against the viewport.
  useEffect(() => {
    if (!embla) return;
    const measure = () => {
      const viewport = embla.rootNode().getBoundingClientRect();
      const slides = embla.slideNodes();
      const first = slides[0]?.getBoundingClientRect();
      const last = slides[slides.length - 1]?.getBoundingClientRect();
      if (!first || !last) return setEdges({ scrolled: 0, remaining: 0 });
      const next = {
        scrolled: Math.round(viewport.left - first.left),
        remaining: Math.round(last.right - viewport.right),
      };
      setEdges((previous) =>
        previous.scrolled === next.scrolled && previous.remaining === next.remaining ? previous : next,
      );
    };
    measure();
    embla.on('scroll', measure).on('reInit', measure).on('resize', measure).on('settle', measure);
    return () => {
      embla.off('scroll', measure).off('reInit', measure).off('resize', measure).off('settle', measure);
    };
  }, [embla]);

  const arrows = arrowVisibility({ ...edges, hovered });
  const step = (direction: 'prev' | 'next') => {
    const now = Date.now();
    if (!embla || isArrowLocked(lockedAt.current, now)) return;
    lockedAt.current = now;
    if (direction === 'prev') embla.scrollPrev();
    else embla.scrollNext();
  };

  return (
    <CarouselFrame
      {...frame}
      tile={tile}
      viewportRef={viewportRef}
      sectionProps={{
        onPointerEnter: () => setHovered(true),
        onPointerLeave: () => setHovered(false),
        onFocus: () => setHovered(true),
        onBlur: (event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setHovered(false);
        },
      }}
    >
      {arrows.left ? (
        <ActionIcon
          className={`${classes.arrow} ${classes.left}`}
          variant="white"
          radius="xl"
          aria-label="Previous items"
          onClick={() => step('prev')}
        >
          <Chevron direction="left" />
        </ActionIcon>
      ) : null}
      {arrows.right ? (
        <ActionIcon
          className={`${classes.arrow} ${classes.right}`}
          variant="white"
          radius="xl"
          aria-label="Next items"
          onClick={() => step('next')}
        >
          <Chevron direction="right" />
        </ActionIcon>
      ) : null}
    </CarouselFrame>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
      aria-hidden="true"
    >
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
