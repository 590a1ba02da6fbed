import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { MAX_IMAGE_BYTES } from '../../../contract/admin-products';
import { ACCEPTED_IMAGE_TYPES } from '../../../contract/image-types';
import { returnMessages } from '../../../contract/returns';
import { ApiError } from '../../http/api-error';
import type { MediaStore } from '../media/media-store';

/** Wide enough to see a defect, small enough for the admin screen. */
const PHOTO_WIDTH = 1200;

/**
 * The photo's bytes when they ARE an image of an accepted type, whatever the file is called or
 * claims to be (docs/decisions/094, 115): 413 over 5 MB, 400 for anything else.
 */
export async function checkReturnPhoto(file: File): Promise<Buffer> {
  if (file.size > MAX_IMAGE_BYTES) throw new ApiError(413, returnMessages.photoTooLarge);
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type.mime)) {
    throw ApiError.badRequest(returnMessages.photoType);
  }
  return bytes;
}

/**
 * The folder of return photos in the media store (files on one machine, the database on
 * PostgreSQL: docs/decisions/154). It is private (docs/decisions/147): the public /media/uploads
 * route serves products/ only (server/modules/media/media-routes.ts) and the photos are served
 * only by GET /api/orders/return-photo/:returnId.
 */
export const RETURN_PHOTO_DIR = 'returns';

export function returnPhotoKey(returnId: string): string {
  return `${RETURN_PHOTO_DIR}/${returnId}.webp`;
}

/** Re-encoded as WebP under a name made from the return id only: the upload's name is never used. */
export async function storeReturnPhoto(bytes: Buffer, media: MediaStore, returnId: string): Promise<void> {
  let webp: Buffer;
  try {
    webp = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: PHOTO_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw ApiError.badRequest(returnMessages.photoType);
  }
  await media.put(returnPhotoKey(returnId), webp, 'image/webp');
}

export async function removeReturnPhoto(media: MediaStore | null, returnId: string): Promise<void> {
  if (media) await media.remove(returnPhotoKey(returnId));
}
