import { EMPTY_BAG } from './constants';
import { BESTSELLER_TAGS, homeSections } from './home-sections';
import { escapeHtml } from './html-escape';
import { IMAGE_SIZES, imageSrcSet, imageVariantUrl, LARGEST_IMAGE_WIDTH } from './image-variants';
import { formatRupees } from './money';
import { categoryMeta } from './page-meta';
import { paths } from './paths';
import type { Product } from './product';

/** Home, a listing or a product: its heading and products. */
export type ProductsScreen = { heading: string; products: Product[]; layout: 'grid' | 'product' };

/**
 * What the first screen shows before the scripts arrive: the page's real products as plain
 * HTML inside #root, written by the server (docs/decisions/165: on Slow 3G the HTML lands in
 * about 2.5 s and the scripts many seconds later) and, on a repeat visit, by the service worker
 * from the mirror (decision 177). The app replaces it in one frame once the opened page can draw
 * its own (src/ui/first-screen.ts, decision 176). Styles are attributes (the CSP allows inline
 * styles, not inline script); the pictures are the ones the page will draw.
 */
export type FirstScreen =
  | ProductsScreen
  /** /cart: its title, and the empty bag's words when the request has no session (a visitor has no bag). */
  | { heading: string; layout: 'bag'; empty: boolean };

/** A listing's first screen on a phone is two rows of two; a few more cover wider screens. */
export const FIRST_SCREEN_CARDS = 8;

/**
 * What each page's first screen shows, written by the server (server/modules/web/page-content.ts)
 * and, on a repeat visit, by the service worker from the mirror (sw/first-screen.ts): one rule.
 */
export const firstScreens = {
  /** `/`: the featured bestsellers of all products (contract/home-sections.ts). */
  home: (all: readonly Product[]): ProductsScreen => ({
    heading: 'Bestsellers',
    products: homeSections([], all).bestsellers,
    layout: 'grid',
  }),
  /** Whether `all` (a beginning of the list) already holds every bestseller home shows. */
  homeComplete: (all: readonly Product[]) => homeSections([], all).bestsellers.length >= BESTSELLER_TAGS.length,
  /** `/store/:id`: the category's first cards, in the API's order. */
  category: (id: string, products: readonly Product[]): ProductsScreen => ({
    heading: categoryMeta(id).title ?? '',
    products: products.slice(0, FIRST_SCREEN_CARDS),
    layout: 'grid',
  }),
  /** `/productpage/:num`: the product's picture, title and price. */
  product: (product: Product): ProductsScreen => ({ heading: product.title, products: [product], layout: 'product' }),
};

/** Marks the product's price in its written first screen (the offline repeat-visit bench looks for it). */
export const FIRST_SCREEN_PRICE_TESTID = 'first-screen-price';

/** The price as the page's Price component shows it: the server's text, else the amount. */
const priceText = (product: Product) => product.price || formatRupees(product.numericPrice);

const FRAME =
  // Single quotes inside: the style sits in a double-quoted attribute.
  "max-width:1200px;margin:0 auto;padding:16px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#2b1d0e";
const PICTURE =
  'display:block;width:100%;height:auto;aspect-ratio:3/4;object-fit:cover;border-radius:8px;background:#f3e7d1';

function picture(product: Product, sizes: string, eager: boolean): string {
  const src = product.image[0]?.src;
  if (!src) return `<span style="${PICTURE}"></span>`;
  const srcset = imageSrcSet(src);
  const responsive = srcset ? ` srcset="${escapeHtml(srcset)}" sizes="${escapeHtml(sizes)}"` : '';
  const loading = eager ? ' fetchpriority="high"' : ' loading="lazy"';
  return `<img src="${escapeHtml(imageVariantUrl(src, LARGEST_IMAGE_WIDTH))}"${responsive} width="600" height="800" alt="${escapeHtml(product.image[0]?.alt || product.title)}"${loading} style="${PICTURE}">`;
}

function card(product: Product, index: number): string {
  const href = escapeHtml(paths.product.to(product.slug || product._id));
  return `<li><a href="${href}" style="color:inherit;text-decoration:none">${picture(product, IMAGE_SIZES.card, index < 2)}<span style="display:block;font-size:14px;margin-top:6px">${escapeHtml(product.title)}</span><strong style="font-size:14px">${escapeHtml(priceText(product))}</strong></a></li>`;
}

/**
 * The bag's first screen, drawn like the cart page: its title, then the empty bag for a visitor,
 * or the place where the shopper's bag will be. The empty bag's text is set a little looser than
 * the page's, so React's copy of it is never larger and never a later largest paint.
 */
function bagScreen(heading: string, empty: boolean): string {
  const title = `<h1 style="font-family:Georgia,'Times New Roman',serif;font-size:34px;line-height:1.3;margin:0 0 16px">${escapeHtml(heading)}</h1>`;
  if (!empty) return `<main style="${FRAME}">${title}</main>`;
  const button =
    'display:inline-block;margin-top:8px;padding:0 22px;line-height:42px;border-radius:8px;background:#6e4a24;color:#fff;font-weight:600;text-decoration:none';
  return `<main style="${FRAME}">${title}<div style="text-align:center;padding:48px 0"><h2 style="font-family:Georgia,'Times New Roman',serif;font-size:26px;margin:0 0 12px">${escapeHtml(EMPTY_BAG.title)}</h2><p style="margin:0 0 12px;font-size:16px;line-height:1.6;color:#6b5a48">${escapeHtml(EMPTY_BAG.text)}</p><a href="${escapeHtml(paths.ownCollection.to())}" style="${button}">${escapeHtml(EMPTY_BAG.action)}</a></div></main>`;
}

export function firstScreenHtml(screen: FirstScreen): string {
  if (screen.layout === 'bag') return bagScreen(screen.heading, screen.empty);
  const [first] = screen.products;
  if (screen.layout === 'product' && first) {
    return `<main style="${FRAME}"><div style="max-width:560px">${picture(first, IMAGE_SIZES.gallery, true)}</div><h1 style="font-size:24px;margin:16px 0 8px">${escapeHtml(first.title)}</h1><strong data-testid="${FIRST_SCREEN_PRICE_TESTID}" style="font-size:18px">${escapeHtml(priceText(first))}</strong></main>`;
  }
  if (screen.products.length === 0) return '';
  const grid =
    'display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:24px 12px;list-style:none;padding:0;margin:0';
  return `<main style="${FRAME}"><h2 style="font-size:24px;margin:8px 0 16px">${escapeHtml(screen.heading)}</h2><ul style="${grid}">${screen.products.map(card).join('')}</ul></main>`;
}
