import { ProductCardView } from '../../contract/first-screen-card';
import { IMAGE_SIZES } from '../../contract/image-variants';
import type { Product } from '../../contract/product';
import { tileImages } from '../../contract/product-images';
import { FavouriteButton } from './favourite-button';
import { HoverImage } from './hover-image';

/**
 * A carousel tile: the home carousel's image rules, a one-line title and price; links to the
 * product. The heart sits beside the link, over the picture; `favourite` false leaves it out
 * (sample tiles). Drawn by the same card component as listings and the first screen
 * (contract/first-screen-card.tsx, docs/decisions/200).
 */
export function ProductTile({
  product,
  href,
  favourite = true,
}: {
  product: Product;
  href?: string;
  favourite?: boolean;
}) {
  return (
    <ProductCardView
      tile
      testId="product-tile"
      product={product}
      href={href}
      picture={<HoverImage images={tileImages(product)} sizes={IMAGE_SIZES.tile} />}
      overlay={favourite ? <FavouriteButton product={product} overlay /> : null}
    />
  );
}
