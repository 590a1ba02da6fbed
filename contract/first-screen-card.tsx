import type { HTMLAttributes, ImgHTMLAttributes, ReactNode } from 'react';
import { HeartButtonView } from './first-screen-heart';
import { ScreenLink, useAppTestIds } from './first-screen-link';
import { IMAGE_SIZES, imageSrcSet, imageVariantUrl, LARGEST_IMAGE_WIDTH } from './image-variants';
import type { MirroredProduct, MirroredSwatch } from './mirrored-product';
import { formatRupees } from './money';
import { cardImages, type ImagePair } from './product-images';
import { productHref } from './product-slug';

/**
 * A product card: its picture, title and price, linking to the product. One component for the
 * app's listing cards, home's bestsellers and the carousels' tiles (src/ui/product-card.tsx,
 * product-tile.tsx give it the hover picture and the heart), and for the first screen the server
 * and the service worker write before the scripts run (docs/decisions/200): a card is changed here.
 */

/** How a card's picture frame is shaped and which widths the browser may choose from. */
export type PictureOptions = { aspect?: string; eager?: boolean; sizes?: string };

function ratioOf(aspect: string): number {
  const [width, height] = aspect.split('/').map((part) => Number(part.trim()));
  return width && height ? width / height : 1;
}

/**
 * The attributes of a card's <img>: the variant widths for `sizes`, the intrinsic size of the
 * frame's ratio (so the box is held before the picture arrives), and `eager` for the pictures a
 * page opens on (fetched first, never lazily). `layer` 'hover' is the picture laid over the main one.
 */
export function pictureAttributes(
  src: string,
  { aspect = '3 / 4', eager = false, sizes = IMAGE_SIZES.card }: PictureOptions,
  layer: 'main' | 'hover' = 'main',
): ImgHTMLAttributes<HTMLImageElement> {
  const srcSet = imageSrcSet(src);
  const first = eager && layer === 'main';
  return {
    src: imageVariantUrl(src, LARGEST_IMAGE_WIDTH),
    srcSet,
    sizes: srcSet ? sizes : undefined,
    width: LARGEST_IMAGE_WIDTH,
    height: Math.round(LARGEST_IMAGE_WIDTH / ratioOf(aspect)),
    loading: first ? 'eager' : 'lazy',
    fetchPriority: first ? 'high' : undefined,
    decoding: 'async',
  };
}

/**
 * The frame that holds a card's picture at its aspect ratio, in the cream of a picture not yet
 * here: the attributes of its `<div>`. Attributes, not a component: every card's picture would be
 * one component more (35 of a listing's first visit, docs/decisions/354).
 */
export function pictureFrame(aspect = '3 / 4'): HTMLAttributes<HTMLDivElement> {
  return { className: 'fs-picture', style: { aspectRatio: aspect } };
}

/** The picture as it is before the app runs: the frame and the main picture, nothing that needs script. */
export function CardPicture({ images, ...options }: PictureOptions & { images: ImagePair }) {
  return (
    <div {...pictureFrame(options.aspect)}>
      {images.main ? (
        <img className="fs-picture-image" alt={images.alt} {...pictureAttributes(images.main, options)} />
      ) : null}
    </div>
  );
}

/** The price as the shop shows it: the server's display text when given, else the amount. */
export function priceText(product: Pick<MirroredProduct, 'price' | 'numericPrice'>): string {
  return product.price || formatRupees(product.numericPrice);
}

/**
 * The attribute each card carries with its product's id: the storefront's scroll restoration
 * returns the shopper to the card they left at the top of the screen, not only to a pixel offset
 * (src/app/layouts/scroll-restoration.tsx, docs/decisions/301).
 */
export const SCROLL_ANCHOR_ATTRIBUTE = 'data-scroll-anchor';

/**
 * A swatch's colour as CSS: staff type it (30 characters), and it is written into a style
 * attribute, so only a colour's characters pass (a hex code, a name, rgb()/hsl()); anything else
 * (a ';' or ':' that would add a rule) draws no colour.
 */
export function swatchColour(code: string): string {
  return /^[#\w(),.%\s-]*$/.test(code) ? code : 'transparent';
}

/**
 * A card's colour dots under its price (up to six), drawn like a colour swatch: a round dot with a
 * faint inner ring. One element for the dots together: they picture the colours. A function the
 * card's caller calls, not a component: one component fewer on every card (docs/decisions/354).
 */
export function swatchDots(swatches: MirroredSwatch[], size = 16): ReactNode {
  if (swatches.length === 0) return null;
  return (
    // role="img": a div may only carry aria-label with a role.
    <div
      className="fs-swatches"
      role="img"
      aria-label={`Colours: ${swatches.map((swatch) => swatch.colorName || swatch.colorCode).join(', ')}`}
    >
      {swatches.slice(0, 6).map((swatch) => (
        <span
          key={`${swatch.articleLink} ${swatch.colorCode}`}
          className="fs-swatch"
          style={{ width: size, height: size, background: swatchColour(swatch.colorCode) }}
        />
      ))}
    </div>
  );
}

export type ProductCardViewProps = {
  product: MirroredProduct;
  /** The picture; the still one (CardPicture) when not given. */
  picture?: ReactNode;
  /** Index into the four tag colours and the tag's words, over the picture's corner (home's bestsellers). */
  badge?: { label: string; tone: number };
  /** Under the price, inside the link (the listing's colour dots). */
  extra?: ReactNode;
  /** Beside the link, over the picture (the heart: a button may not sit inside a link). */
  overlay?: ReactNode;
  /** A carousel tile: a one-line title, tighter. */
  tile?: boolean;
  eager?: boolean;
  href?: string;
  /** The app's test id of the link (not written into the first screen: see ScreenSetting.written). */
  testId?: string;
};

export function ProductCardView({
  product,
  picture,
  badge,
  extra,
  overlay,
  tile,
  eager,
  href,
  testId = 'product-card',
}: ProductCardViewProps) {
  const appTestId = useAppTestIds();
  return (
    <div className={tile ? 'fs-card fs-tile' : 'fs-card'} {...{ [SCROLL_ANCHOR_ATTRIBUTE]: product._id }}>
      <ScreenLink href={href ?? productHref(product)} className="fs-card-link" data-testid={appTestId(testId)}>
        <div className="fs-card-picture">
          {picture ?? <CardPicture images={cardImages(product)} eager={eager} />}
          {badge ? <span className={`fs-badge fs-badge-${badge.tone % 4}`}>{badge.label}</span> : null}
        </div>
        <div className="fs-card-text">
          <span className="fs-card-title" data-testid={appTestId('product-title')}>
            {product.title}
          </span>
          <strong className="fs-card-price" data-testid={appTestId('price')}>
            {priceText(product)}
          </strong>
          {extra}
        </div>
      </ScreenLink>
      {overlay}
    </div>
  );
}

/**
 * The first cards of a written listing or searched page, as the app's grid draws them: each with
 * its colour dots and heart (answered before the app: decision 367), the first row's pictures asked
 * for at once.
 */
export function WrittenCardGrid({ products }: { products: readonly MirroredProduct[] }) {
  return (
    <div className="fs-grid">
      {products.map((product, index) => (
        <ProductCardView
          key={product._id}
          product={product}
          eager={index < 2}
          extra={swatchDots(product.swatches, 14)}
          overlay={<HeartButtonView product={product} overlay />}
        />
      ))}
    </div>
  );
}
