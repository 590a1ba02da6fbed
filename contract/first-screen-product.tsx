import type { ReactNode } from 'react';
import { FIRST_SCREEN_PRICE_TESTID } from './first-screen';
import { CardPicture, pictureAttributes, priceText } from './first-screen-card';
import { HeartButtonView } from './first-screen-heart';
import { ProductInformationView } from './first-screen-information';
import { ScreenLink, useAppTestIds } from './first-screen-link';
import { ShareButtonView, WrittenPurchaseView } from './first-screen-purchase';
import { IMAGE_SIZES } from './image-variants';
import type { MirroredProduct } from './mirrored-product';
import { paths } from './paths';
import { WRITTEN_THUMB_ATTRIBUTE } from './written-answers';

/**
 * A product page's first screen as the app draws it (spec 000 section 2, "Product page"): the
 * trail, the gallery's frame and the head (title, price, attribute), in the one component set the
 * server, the service worker and the app all render (docs/decisions/200, 304). The written page is
 * therefore placed as the app's: when the app takes it over, nothing on screen moves.
 */

/** Home / Products / the product. A long title is cut with an ellipsis: the trail never widens a 320 px page. */
export function ProductTrailView({ title }: { title: string }) {
  return (
    <div className="fs-trail">
      <ScreenLink className="fs-trail-link" href={paths.home.to()}>
        Home
      </ScreenLink>
      <div className="fs-trail-separator">/</div>
      <ScreenLink className="fs-trail-link" href={paths.ownCollection.to()}>
        Products
      </ScreenLink>
      <div className="fs-trail-separator">/</div>
      <span className="fs-trail-here">{title}</span>
    </div>
  );
}

/** The pictures a product page shows: each with its alternative (shown on hover) and words. */
export type GalleryPicture = { src: string; alt: string; hover: string | null };

export function galleryPictures(product: Pick<MirroredProduct, 'image' | 'title'>): GalleryPicture[] {
  return product.image
    .filter((image) => image.src)
    .map((image) => ({ src: image.src, alt: image.alt || product.title, hover: image.dataAltImage || null }));
}

/**
 * The gallery's frame: the main picture, and under it a row of `thumbs` when there is more than
 * one picture (the app's are buttons that pick the picture; the written ones are pictures only).
 */
export function GalleryView({ main, thumbs }: { main: ReactNode; thumbs?: ReactNode }) {
  return (
    <div className="fs-gallery">
      <div className="fs-gallery-main">{main}</div>
      {thumbs ? <div className="fs-thumbs">{thumbs}</div> : null}
    </div>
  );
}

/**
 * The title with the page's `actions` beside it (the app's heart and share; the written page keeps
 * their place, so the title wraps where the app's does), the price and the selling attribute.
 */
export function ProductHeadView({ product, actions }: { product: MirroredProduct; actions?: ReactNode }) {
  const appTestId = useAppTestIds();
  return (
    <div className="fs-product-head">
      <div className="fs-title-row">
        <h1 className="fs-product-title">{product.title}</h1>
        <div className="fs-product-actions">{actions}</div>
      </div>
      <p className="fs-product-price" data-testid={appTestId('price') ?? FIRST_SCREEN_PRICE_TESTID}>
        {priceText(product)}
      </p>
      {product.sellingAttribute && product.sellingAttribute !== 'Default' ? (
        <p className="fs-product-attribute">{product.sellingAttribute}</p>
      ) : null}
    </div>
  );
}

/**
 * The written product page (docs/decisions/368): the trail, the main picture and the thumbnails
 * (buttons that show their picture: each carries the main picture's attributes for it), the head
 * with the heart and share, the purchase panel and the information, every control the app's first
 * screen draws, each answering before the app (src/app/written-answers.ts).
 */
export function WrittenProductView({ product }: { product: MirroredProduct }) {
  const pictures = galleryPictures(product);
  const [first] = pictures;
  return (
    <div className="fs-product-stack">
      <ProductTrailView title={product.title} />
      <div className="fs-product-columns">
        <div className="fs-product-column">
          <GalleryView
            main={
              <CardPicture
                images={{ main: first?.src ?? null, hover: null, alt: first?.alt ?? product.title }}
                sizes={IMAGE_SIZES.gallery}
                eager
              />
            }
            thumbs={
              pictures.length > 1
                ? pictures.map((picture, index) => {
                    const shown = pictureAttributes(picture.src, { sizes: IMAGE_SIZES.gallery, eager: true });
                    return (
                      <button
                        key={picture.src}
                        type="button"
                        className="fs-thumb"
                        aria-pressed={index === 0}
                        aria-label={`Show picture ${index + 1}`}
                        {...{
                          [WRITTEN_THUMB_ATTRIBUTE]: String(shown.src),
                          'data-srcset': shown.srcSet ?? '',
                          'data-alt': picture.alt,
                        }}
                      >
                        <CardPicture images={{ main: picture.src, hover: null, alt: '' }} sizes={IMAGE_SIZES.thumb} />
                      </button>
                    );
                  })
                : undefined
            }
          />
        </div>
        <div className="fs-product-column">
          <div className="fs-product-details">
            <ProductHeadView
              product={product}
              actions={
                <>
                  <HeartButtonView product={product} />
                  <ShareButtonView product={product} />
                </>
              }
            />
            <WrittenPurchaseView product={product} />
            <ProductInformationView product={product} />
          </div>
        </div>
      </div>
    </div>
  );
}
