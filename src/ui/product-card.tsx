import type { ReactNode } from 'react';
import { type ProductCardViewProps, swatchDots } from '../../contract/first-screen-card';
import type { MirroredProduct } from '../../contract/mirrored-product';
import { cardImages } from '../../contract/product-images';
import { HoverImage } from './hover-image';

/**
 * A listing card: links to /productpage/{slug}, hover picture, price text and swatches. The heart
 * sits beside the link (a button inside a link is not allowed), over the picture's corner. The
 * card itself is the first screen's (contract/first-screen-card.tsx, docs/decisions/200), which the
 * server and the service worker write before the app runs; `badge` is home's bestseller tag.
 *
 * The card's props, drawn by `<ProductCardView {...productCard(…)} />`: a component of its own
 * between the page's card and the view was one more component on every card (51 on a searched
 * page, docs/decisions/354).
 */
export function productCard({
  product,
  eager = false,
  badge,
  swatches = true,
  overlay,
}: {
  product: MirroredProduct;
  eager?: boolean;
  badge?: { label: string; tone: number };
  /** The colour dots under the price (home's bestsellers leave them out). */
  swatches?: boolean;
  /** What sits over the picture's corner: the page passes the favourites' heart (ui holds no domain logic). */
  overlay?: ReactNode;
}): ProductCardViewProps {
  return {
    product,
    picture: <HoverImage images={cardImages(product)} eager={eager} />,
    badge,
    extra: swatches ? swatchDots(product.swatches, 14) : null,
    overlay,
  };
}
