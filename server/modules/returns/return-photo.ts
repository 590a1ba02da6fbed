import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../../contract/admin-products';
import { returnMessages } from '../../../contract/returns';
import { ApiError } from '../../http/api-error';

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
 * The folder of return photos under the uploads directory. It is private (docs/decisions/147):
 * the public /media/uploads route refuses it (server/modules/media/media-routes.ts) and the
 * photos are served only by GET /api/orders/return-photo/:returnId.
 */
export const RETURN_PHOTO_DIR = 'returns';

export function returnPhotoPath(uploadsDir: string, returnId: string): string {
  return path.join(uploadsDir, RETURN_PHOTO_DIR, `${returnId}.webp`);
}

/** Re-encoded as WebP under a name made from the return id only: the upload's name is never used. */
export async function storeReturnPhoto(bytes: Buffer, uploadsDir: string, returnId: string): Promise<void> {
  await mkdir(path.join(uploadsDir, RETURN_PHOTO_DIR), { recursive: true });
  try {
    await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: PHOTO_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toFile(returnPhotoPath(uploadsDir, returnId));
  } catch {
    throw ApiError.badRequest(returnMessages.photoType);
  }
}

export async function removeReturnPhoto(uploadsDir: string | null, returnId: string): Promise<void> {
  if (uploadsDir) await rm(returnPhotoPath(uploadsDir, returnId), { force: true });
}
