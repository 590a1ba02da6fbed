import type { MirroredProduct } from './mirrored-product';

export type ImagePair = { main: string | null; hover: string | null; alt: string };

/**
 * Listing cards: the first image, and its alternative picture (dataAltImage) on hover, else the
 * second image.
 */
export function cardImages(product: Pick<MirroredProduct, 'image' | 'title'>): ImagePair {
  const [first, second] = product.image;
  return {
    main: first?.src || null,
    hover: first?.dataAltImage || second?.src || null,
    alt: first?.alt || product.title,
  };
}

/**
 * Home carousel tiles (spec 000 "Home carousel behaviour"): the first image's dataAltImage is
 * the default picture when present (else its src); hover shows the second image.
 */
export function tileImages(product: Pick<MirroredProduct, 'image' | 'title'>): ImagePair {
  const [first, second] = product.image;
  const main = first?.dataAltImage || first?.src || null;
  return { main, hover: second?.src || null, alt: first?.alt || product.title };
}
