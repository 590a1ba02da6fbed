import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  ACCEPTED_IMAGE_TYPES,
  IMAGE_MAIN_WIDTH,
  IMAGE_WIDTHS,
  MAX_IMAGE_BYTES,
} from '../../../contract/admin-products';
import type { ProductImage } from '../../../contract/product';
import { newObjectId } from '../../lib/object-id';

export const IMAGE_TYPE_REFUSED = 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded';
export const IMAGE_TOO_LARGE = `Each image must be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB`;
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

export function productImageDir(uploadsDir: string, productId: string): string {
  return path.join(uploadsDir, 'products', productId);
}

export function imageUrl(productId: string, n: number, width: number = IMAGE_MAIN_WIDTH): string {
  return `/media/uploads/products/${productId}/${n}-${width}.webp`;
}

/**
 * Writes image n (1-based) as WebP at every width, named `{n}-{width}.webp`: generated names
 * only. Smaller originals are not enlarged; EXIF orientation is applied and metadata dropped.
 */
export async function storeImage(bytes: Buffer, dir: string, n: number): Promise<void> {
  await mkdir(dir, { recursive: true });
  try {
    for (const width of IMAGE_WIDTHS) {
      await sharp(bytes, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toFile(path.join(dir, `${n}-${width}.webp`));
    }
  } catch (error) {
    throw new ImageRefused(`${IMAGE_UNREADABLE}: ${(error as Error).message}`);
  }
}

export function removeImages(dir: string): Promise<void> {
  return rm(dir, { recursive: true, force: true });
}

/** The product's image list: alt defaults to '{title} Model', dataAltText to the title. */
export function imageEntries(
  productId: string,
  count: number,
  text: { title: string; alt: string; dataAltText: string },
): ProductImage[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    // The card's hover picture is the next image, or the same one when there is only one.
    const hover = count > 1 ? (n % count) + 1 : n;
    return {
      _id: newObjectId(),
      src: imageUrl(productId, n),
      dataAltImage: imageUrl(productId, hover),
      alt: text.alt || `${text.title} Model`,
      dataAltText: text.dataAltText || text.title,
    };
  });
}
