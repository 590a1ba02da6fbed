import { sharedPathPrefix } from '../contract/api/route-path';
import { shopRoutes } from '../contract/api/shop-routes';
import { isImageWidth } from '../contract/image-variants';

/**
 * Which same-origin GETs the service worker caches (DESIGN.md, "The service worker"), as pure
 * functions so they are tested without a worker. Everything else goes to the network
 * untouched: auth, /api/admin/*, the bag, orders, return photos, every non-GET.
 */

/** Where the catalogue's reads lie: the folder their declared paths share (docs/decisions/257). */
const CATALOGUE_PREFIX = sharedPathPrefix(Object.values(shopRoutes.catalogue).map((route) => route.path));

/** The service worker's cache of product and demo pictures (isPublicMedia). */
export const MEDIA_CACHE = 'media';

/** Public catalogue reads: stale-while-revalidate. */
export function isCatalogueRead(url: URL, method: string): boolean {
  return method === 'GET' && url.pathname.startsWith(CATALOGUE_PREFIX);
}

/**
 * Product and demo pictures: cache-first. A shopper's return photo is private
 * (docs/decisions/147): it is served under /api/orders/return-photo/ and never matches here;
 * the retired /media/uploads/returns/ path is left out too, should an old page still ask.
 */
export function isPublicMedia(url: URL, method: string): boolean {
  return (
    method === 'GET' && url.pathname.startsWith('/media/') && !/^\/media\/uploads\/returns(\/|$)/i.test(url.pathname)
  );
}

/** An answer the server marked private or no-store never enters a cache. */
export function isPrivateAnswer(headers: Headers): boolean {
  return /\b(private|no-store)\b/i.test(headers.get('Cache-Control') ?? '');
}

/**
 * Offline, the saved width of a picture that best stands in for the one asked for
 * (contract/image-variants.ts: `/media/uploads/products/…?w=480`): the narrowest saved width at
 * least as wide as the one asked for, else the widest saved. A thumbnail whose small width this
 * device never fetched then shows the card's larger one instead of a placeholder. Null when the
 * address asks for no width or nothing of the picture is saved.
 */
export function savedVariantFor(asked: URL, saved: readonly string[]): string | null {
  const wanted = Number(asked.searchParams.get('w'));
  if (!isImageWidth(wanted)) return null;
  const widths = saved
    .map((address) => new URL(address))
    .filter((url) => url.origin === asked.origin && url.pathname === asked.pathname)
    .map((url) => ({ address: url.href, width: Number(url.searchParams.get('w')) }))
    .filter((variant) => isImageWidth(variant.width))
    .sort((a, b) => a.width - b.width);
  return (widths.find((variant) => variant.width >= wanted) ?? widths.at(-1))?.address ?? null;
}
