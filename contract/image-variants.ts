/**
 * Product pictures in the sizes pages show them (docs/decisions/166 and the media routes):
 * `/media/…?w=480` is the picture `w` pixels wide, in AVIF or WebP as the browser accepts. Only
 * these widths are made and kept, so the variants of a picture are a small, bounded set. 640 is
 * what a half-width card takes on a mid-range phone (412 px at 2.6 dpr: 541 pixels), which took
 * 800 before, with half as many bytes again (docs/decisions/384).
 */
export const IMAGE_WIDTHS = [240, 480, 640, 800] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const LARGEST_IMAGE_WIDTH: ImageWidth = 800;

/** How wide a picture is drawn, for `sizes`: written once for the page and the server's preload. */
export const IMAGE_SIZES = {
  /** Listing and home grid cards: two columns on phones, four from 768 px. */
  card: '(max-width: 767px) 50vw, 25vw',
  /** Home carousel tiles (src/lib/carousel-arrows.ts: 148 px under 768 px, else 302 px). */
  tile: '(max-width: 767px) 148px, 302px',
  /** The product page's main picture: the full width on phones, half beside the details. */
  gallery: '(max-width: 767px) 100vw, 50vw',
  /** The product page's thumbnails under the main picture. */
  thumb: '64px',
} as const;

export function isImageWidth(value: number): value is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}

/**
 * Pictures the server sends at each width: uploaded product photos and the demo products' pictures
 * (`/media/demo/{code}-{1|2}.webp`; their older `.svg` names are vector, any size).
 */
export function isResizable(src: string): boolean {
  if (src.includes('?')) return false;
  return src.startsWith('/media/uploads/products/') || /^\/media\/demo\/[^/]+\.webp$/.test(src);
}

export function imageVariantUrl(src: string, width: ImageWidth): string {
  return isResizable(src) ? `${src}?w=${width}` : src;
}

/** `srcset` for a picture: every width, or undefined when the picture is not one of ours. */
export function imageSrcSet(src: string): string | undefined {
  if (!isResizable(src)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${imageVariantUrl(src, width)} ${width}w`).join(', ');
}
