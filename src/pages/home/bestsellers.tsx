import { ProductCardView } from '../../../contract/first-screen-card';
import { BestsellersView } from '../../../contract/first-screen-home';
import { BESTSELLER_TAGS } from '../../../contract/home-sections';
import type { MirroredProduct } from '../../../contract/mirrored-product';
import type { HomeListState } from '../../domains/catalogue/use-home-products';
import { FavouriteButton } from '../../domains/favourites/favourite-button';
import { productCard } from '../../ui/product-card';
import { ProductCardSkeleton } from '../../ui/product-card-skeleton';

/**
 * Four featured products with their tags, in the shop's product card, under the first screen's
 * heading (contract/first-screen-home.tsx: the server writes the same, docs/decisions/200 and 304);
 * skeleton cards while the list is loading.
 */
export function Bestsellers({ products, state = 'ready' }: { products: MirroredProduct[]; state?: HomeListState }) {
  return (
    <BestsellersView
      cards={
        <>
          {state === 'loading' ? BESTSELLER_TAGS.map((tag) => <ProductCardSkeleton key={tag} />) : null}
          {products.map((product, index) => (
            <ProductCardView
              key={product._id}
              {...productCard({
                product,
                eager: true,
                swatches: false,
                badge: { label: BESTSELLER_TAGS[index] ?? '', tone: index },
                overlay: <FavouriteButton product={product} overlay />,
              })}
            />
          ))}
        </>
      }
    />
  );
}
