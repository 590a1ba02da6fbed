import { memo } from 'react';
import { ProductInformationView } from '../../../contract/first-screen-information';
import { ProductHeadView, ProductTrailView } from '../../../contract/first-screen-product';
import type { MirroredProduct } from '../../../contract/mirrored-product';
import { productMeta } from '../../../contract/page-meta';
import { FavouriteButton } from '../../domains/favourites/favourite-button';
import { sameProduct } from '../../lib/same-product';
import { BelowTheFold } from '../../ui/below-the-fold';
import { PageMeta } from '../../ui/page-meta';
import { OthersAlsoBought } from './others-also-bought';
import { ProductGallery } from './product-gallery';
import { ProductPurchase } from './product-purchase';
import { ShareButton } from './share-button';

/**
 * The product as shown, drawn again only when the product reads differently: the page renders
 * again as its data comes (the device's copy, the shop's answer for the same product, the
 * refresh's phase), and each of those drew the whole page again (docs/decisions/332).
 */
export const ProductDetails = memo(
  function ProductDetails({ product }: { product: MirroredProduct }) {
    return (
      <div className="fs-container fs-page">
        <PageMeta {...productMeta(product)} />
        {/* The trail, the gallery's frame and the head are the first screen's components
            (contract/first-screen-product.tsx): the written page is placed as this one (decision 304). */}
        <div className="fs-product-stack">
          <ProductTrailView title={product.title} />
          <div className="fs-product-columns">
            <div className="fs-product-column">
              <ProductGallery product={product} />
            </div>
            <div className="fs-product-column">
              <div className="fs-product-details">
                <ProductHeadView
                  product={product}
                  actions={
                    <>
                      <FavouriteButton product={product} />
                      <ShareButton product={product} />
                    </>
                  }
                />
                <ProductPurchase product={product} />
                <ProductInformationView product={product} />
              </div>
            </div>
          </div>
          <BelowTheFold>
            <OthersAlsoBought product={product} />
          </BelowTheFold>
        </div>
      </div>
    );
  },
  (before, after) => sameProduct(before.product, after.product),
);
