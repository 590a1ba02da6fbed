import sharp, { type Sharp } from 'sharp';
import { type ImageWidth, isImageWidth } from '../../../contract/image-variants';

export type ImageFormat = 'avif' | 'webp' | 'png';
export type ImageVariant = { bytes: Buffer; contentType: string };

/** The best format the browser says it takes (its Accept header); PNG for one that takes neither. */
export function formatFor(accept: string | undefined): ImageFormat {
  if (accept?.includes('image/avif')) return 'avif';
  if (accept?.includes('image/webp')) return 'webp';
  return 'png';
}

/** `?w=` as one of the widths pages ask for, else undefined (the picture as stored). */
export function requestedWidth(value: string | undefined): ImageWidth | undefined {
  const width = Number(value);
  return value && isImageWidth(width) ? width : undefined;
}

/** The pipeline's picture encoded as `format`. */
async function encode(pipeline: Sharp, format: ImageFormat): Promise<ImageVariant> {
  if (format === 'avif')
    return { bytes: await pipeline.avif({ quality: 55, effort: 0 }).toBuffer(), contentType: 'image/avif' };
  if (format === 'webp') return { bytes: await pipeline.webp({ quality: 78 }).toBuffer(), contentType: 'image/webp' };
  return { bytes: await pipeline.png().toBuffer(), contentType: 'image/png' };
}

/** The picture `width` pixels wide (never enlarged), encoded as `format`. */
export function resizeImage(input: Buffer, width: ImageWidth, format: ImageFormat): Promise<ImageVariant> {
  return encode(sharp(input).resize({ width, withoutEnlargement: true }), format);
}

/** The density at which a drawing `drawnWidth` user units wide comes out `width` pixels wide. */
const densityFor = (drawnWidth: number, width: ImageWidth) => (72 * width) / drawnWidth;

/** A picture's pixels (RGBA), drawn once and kept to go under other drawings. */
export type Pixels = { data: Buffer; info: { width: number; height: number; channels: 4 } };

/**
 * A drawing as pixels, `width` pixels wide: drawn at that size (its width in user units is
 * `drawnWidth`), not drawn at its own size and scaled down.
 */
export async function svgPixels(svg: string, drawnWidth: number, width: ImageWidth): Promise<Pixels> {
  const { data, info } = await sharp(Buffer.from(svg), { density: densityFor(drawnWidth, width) })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: 4 } };
}

/**
 * A drawing over pixels already drawn at the same width, encoded as `format`: the same picture as
 * the two drawings drawn as one, with the part under it drawn once for many pictures.
 */
export function rasterizeSvgOver(
  under: Pixels,
  svg: string,
  drawnWidth: number,
  width: ImageWidth,
  format: ImageFormat,
): Promise<ImageVariant> {
  const pipeline = sharp(under.data, { raw: under.info }).composite([
    { input: Buffer.from(svg), density: densityFor(drawnWidth, width) },
  ]);
  return encode(pipeline, format);
}

/**
 * Variants made once and kept in memory, least recently used first out. Keys name a picture
 * whose bytes never change under that name (a content-hashed upload), so an entry never goes
 * stale. Concurrent requests for
 * one variant share its making.
 */
export function createVariantCache(maxBytes = 48 * 1024 * 1024) {
  const kept = new Map<string, ImageVariant>();
  const making = new Map<string, Promise<ImageVariant>>();
  let bytes = 0;
  return async (key: string, make: () => Promise<ImageVariant>): Promise<ImageVariant> => {
    const hit = kept.get(key);
    if (hit) {
      kept.delete(key);
      kept.set(key, hit);
      return hit;
    }
    const running = making.get(key);
    if (running) return running;
    const task = make()
      .then((variant) => {
        kept.set(key, variant);
        bytes += variant.bytes.length;
        for (const [oldKey, old] of kept) {
          if (bytes <= maxBytes) break;
          kept.delete(oldKey);
          bytes -= old.bytes.length;
        }
        return variant;
      })
      .finally(() => making.delete(key));
    making.set(key, task);
    return task;
  };
}
