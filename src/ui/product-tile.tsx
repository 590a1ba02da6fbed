import type { ReactNode } from 'react';
import type { ProductCardViewProps } from '../../contract/first-screen-card';
import { IMAGE_SIZES } from '../../contract/image-variants';
import type { MirroredProduct } from '../../contract/mirrored-product';
import { tileImages } from '../../contract/product-images';
import { HoverImage } from './hover-image';

/**
 * A carousel tile: the home carousel's image rules, a one-line title and price; links to the
 * product. The heart sits beside the link, over the picture (the page passes it as `overlay`).
 * Drawn by the same card component as listings and the first screen (contract/first-screen-card.tsx,
 * docs/decisions/200), as `<ProductCardView {...productTile(…)} />` (docs/decisions/354).
 */
export function productTile({
  product,
  href,
  overlay,
}: {
  product: MirroredProduct;
  href?: string;
  /** What sits over the picture: the page passes the favourites' heart; none on sample tiles. */
  overlay?: ReactNode;
}): ProductCardViewProps {
  return {
    tile: true,
    testId: 'product-tile',
    product,
    href,
    picture: <HoverImage images={tileImages(product)} sizes={IMAGE_SIZES.tile} />,
    overlay: overlay ?? null,
  };
}
