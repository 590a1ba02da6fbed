import { type ComponentType, lazy, Suspense } from 'react';
import { CarouselFrame, type ProductCarouselProps, useCarouselTile } from './carousel-frame';

// Embla (drag, snapping, the arrows) loads in its own chunk with the page that shows a carousel,
// not with the storefront's entry (docs/decisions/163). The cast only forgets the item type,
// which the exported component below keeps.
const EmblaProductCarousel = lazy(async () => ({
  default: (await import('./embla-product-carousel')).EmblaProductCarousel as ComponentType<
    ProductCarouselProps<unknown>
  >,
}));

/**
 * A horizontal product carousel (see embla-product-carousel.tsx for its rules). Until Embla has
 * loaded, the same slides are shown in place, without the arrows.
 */
export function ProductCarousel<T>(props: ProductCarouselProps<T>) {
  const tile = useCarouselTile(props.size);
  return (
    <Suspense fallback={<CarouselFrame {...props} tile={tile} />}>
      <EmblaProductCarousel {...(props as ProductCarouselProps<unknown>)} />
    </Suspense>
  );
}
