import { EMPTY_BAG } from '../../../contract/constants';
import { IMAGE_SIZES, imageSrcSet, imageVariantUrl, LARGEST_IMAGE_WIDTH } from '../../../contract/image-variants';
import { paths } from '../../../contract/paths';
import type { Product } from '../../../contract/product';
import { escapeHtml } from './html-escape';

/**
 * What the first screen shows before the scripts arrive: the page's real products as plain
 * HTML inside #root (docs/decisions/165). On Slow 3G the HTML lands in about 2.5 s and the
 * scripts many seconds later; React replaces this markup on its first render (createRoot clears
 * the container), from the same products it has just put into Dexie. Styles are attributes (the
 * CSP allows inline styles, not inline script); the pictures are the ones the page will draw.
 */
export type FirstScreen =
  | { heading: string; products: Product[]; layout: 'grid' | 'product' }
  /** /cart: its title, and the empty bag's words when the request has no session (a visitor has no bag). */
  | { heading: string; layout: 'bag'; empty: boolean };

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
  return `<li><a href="${href}" style="color:inherit;text-decoration:none">${picture(product, IMAGE_SIZES.card, index < 2)}<span style="display:block;font-size:14px;margin-top:6px">${escapeHtml(product.title)}</span><strong style="font-size:14px">${escapeHtml(product.price)}</strong></a></li>`;
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
    return `<main style="${FRAME}"><div style="max-width:560px">${picture(first, IMAGE_SIZES.gallery, true)}</div><h1 style="font-size:24px;margin:16px 0 8px">${escapeHtml(first.title)}</h1><strong style="font-size:18px">${escapeHtml(first.price)}</strong></main>`;
  }
  if (screen.products.length === 0) return '';
  const grid =
    'display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:24px 12px;list-style:none;padding:0;margin:0';
  return `<main style="${FRAME}"><h2 style="font-size:24px;margin:8px 0 16px">${escapeHtml(screen.heading)}</h2><ul style="${grid}">${screen.products.map(card).join('')}</ul></main>`;
}
