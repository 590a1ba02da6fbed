import { memo } from 'react';
import { ProductCardView } from '../../../contract/first-screen-card';
import type { MirroredProduct } from '../../../contract/mirrored-product';
import { sameProduct } from '../../lib/same-product';
import { productCard } from '../../ui/product-card';
import { productTile } from '../../ui/product-tile';
import { FavouriteButton } from './favourite-button';

/**
 * A product's card with the heart over its picture, as a listing and a search draw it, drawn
 * again only when its product reads differently. A page renders its grid again for each change
 * of what it shows ('Load more', a keystroke, an answer from the shop or the device), and every
 * card was drawn again each time, mostly with the same product: a product read again from
 * IndexedDB or from the shop is a new object with the same fields (docs/decisions/327, 330).
 */
export const HeartedProductCard = memo(
  function HeartedProductCard({ product, eager = false }: { product: MirroredProduct; eager?: boolean }) {
    return (
      <ProductCardView {...productCard({ product, eager, overlay: <FavouriteButton product={product} overlay /> })} />
    );
  },
  (before, after) => before.eager === after.eager && sameProduct(before.product, after.product),
);

/**
 * A carousel's tile with its heart ('Others also bought', home's trending), kept as drawn in the
 * same way: a product page drew each of its related tiles three times as their list was read
 * from the device and then answered by the shop (docs/decisions/330).
 */
export const HeartedProductTile = memo(
  function HeartedProductTile({ product }: { product: MirroredProduct }) {
    return <ProductCardView {...productTile({ product, overlay: <FavouriteButton product={product} overlay /> })} />;
  },
  (before, after) => sameProduct(before.product, after.product),
);
