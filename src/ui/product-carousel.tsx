import { type ComponentType, startTransition, useEffect, useRef, useState } from 'react';
import { CarouselFrame, type ProductCarouselProps, useCarouselTile } from './carousel-frame';

type Carousel = ComponentType<ProductCarouselProps<unknown> & { pointerInside?: boolean }>;

// Embla (drag, snapping, the arrows) loads in its own chunk, not with the storefront's entry
// (docs/decisions/163), and only once a carousel comes near the screen (decision 176). Once
// loaded it is kept, so carousels drawn later take it at once. The cast only forgets the item
// type, which the exported component below keeps.
let loaded: Carousel | undefined;
function loadEmbla(): Promise<Carousel> {
  return import('./embla-product-carousel').then((module) => {
    loaded = module.EmblaProductCarousel as Carousel;
    return loaded;
  });
}

/** How close to the screen a carousel comes before Embla takes it over. */
const NEAR_SCREEN = '400px 0px';

/**
 * A horizontal product carousel (see embla-product-carousel.tsx for its rules). Until it comes
 * near the screen and Embla has loaded, the same slides are shown in place, without the arrows:
 * Embla measures every slide when it starts, work that a carousel far below the first screen
 * does not need yet.
 */
export function ProductCarousel<T>(props: ProductCarouselProps<T>) {
  const tile = useCarouselTile(props.size);
  const [Embla, setEmbla] = useState<Carousel | undefined>(() => loaded);
  const frameRef = useRef<HTMLDivElement>(null);
  // Whether the pointer is over the slides shown before Embla: a shopper whose pointer is already
  // there when Embla takes over gets the arrows at once. Embla's section is a new element, which
  // no pointerenter reaches while the pointer stays still (the flaky carousel test of stop 36).
  const inside = useRef(false);
  useEffect(() => {
    const frame = frameRef.current;
    if (Embla || !frame) return;
    let active = true;
    const start = () => {
      loadEmbla().then(
        (component) => {
          // As a transition: Embla's carousel renders in slices, so a tap meanwhile (the shopper
          // scrolled to 'add to bag') is answered at once; drawn at once it was one long task
          // of a third of a second at 4x CPU (docs/decisions/199).
          if (active) startTransition(() => setEmbla(() => component));
        },
        // Without Embla the slides stay as they are, still showing every product.
        (error: unknown) => console.warn('The carousel could not load:', error),
      );
    };
    if (typeof IntersectionObserver !== 'function') {
      start();
      return () => {
        active = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(frame);
    return () => {
      active = false;
      observer.disconnect();
    };
  }, [Embla]);
  if (Embla) return <Embla {...(props as ProductCarouselProps<unknown>)} pointerInside={inside.current} />;
  return (
    <CarouselFrame
      {...props}
      tile={tile}
      viewportRef={frameRef}
      sectionProps={{
        onPointerEnter: () => {
          inside.current = true;
        },
        onPointerLeave: () => {
          inside.current = false;
        },
      }}
    />
  );
}
