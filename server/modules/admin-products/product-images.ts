import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { IMAGE_MAIN_WIDTH, IMAGE_WIDTHS, MAX_IMAGE_BYTES, uploadMessages } from '../../../contract/admin-products';
import { ACCEPTED_IMAGE_NAMES, ACCEPTED_IMAGE_TYPES } from '../../../contract/image-types';
import type { ProductImage } from '../../../contract/product';
import { newObjectId } from '../../lib/object-id';
import { contentHash } from '../media/media-keys';
import type { MediaStore } from '../media/media-store';

export const IMAGE_TYPE_REFUSED = `Only ${ACCEPTED_IMAGE_NAMES} images can be uploaded`;
export const IMAGE_TOO_LARGE = uploadMessages.imageTooLarge;
export const IMAGE_UNREADABLE = 'An image could not be read';

/** An upload refused for what it holds: the stream reports it as an error event. */
export class ImageRefused extends Error {}

/**
 * What the bytes are, whatever the file is called: a text file named photo.png is refused.
 * The browser's content type and file name are never trusted (docs/decisions/094).
 */
export async function checkImage(file: File): Promise<Buffer> {
  if (file.size > MAX_IMAGE_BYTES) throw new ImageRefused(IMAGE_TOO_LARGE);
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type.mime)) {
    throw new ImageRefused(IMAGE_TYPE_REFUSED);
  }
  return bytes;
}

/** The product's folder in the media store; its images are `{n}-{width}-{hash}.webp` in it. */
export function productImageFolder(productId: string): string {
  return `products/${productId}`;
}

/**
 * Stores image n (1-based) as WebP at every width and returns the URL of the main width: names
 * are generated, never the upload's, and carry a hash of their bytes, so they can be cached as
 * immutable (docs/decisions/094, 154). Smaller originals are not enlarged; EXIF orientation is
 * applied and metadata dropped.
 */
export async function storeImage(media: MediaStore, productId: string, bytes: Buffer, n: number): Promise<string> {
  let main = '';
  for (const width of IMAGE_WIDTHS) {
    let webp: Buffer;
    try {
      webp = await sharp(bytes, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
    } catch (error) {
      throw new ImageRefused(`${IMAGE_UNREADABLE}: ${(error as Error).message}`);
    }
    const key = `${productImageFolder(productId)}/${n}-${width}-${contentHash(webp)}.webp`;
    await media.put(key, webp, 'image/webp');
    if (width === IMAGE_MAIN_WIDTH) main = `/media/uploads/${key}`;
  }
  return main;
}

export function removeImages(media: MediaStore, productId: string): Promise<void> {
  return media.removeFolder(productImageFolder(productId));
}

/** The product's image list from the stored images' URLs: alt defaults to '{title} Model', dataAltText to the title. */
export function imageEntries(
  sources: string[],
  text: { title: string; alt: string; dataAltText: string },
): ProductImage[] {
  return sources.map((src, i) => {
    // The card's hover picture is the next image, or the same one when there is only one.
    const hover = sources[(i + 1) % sources.length] ?? src;
    return {
      _id: newObjectId(),
      src,
      dataAltImage: hover,
      alt: text.alt || `${text.title} Model`,
      dataAltText: text.dataAltText || text.title,
    };
  });
}
