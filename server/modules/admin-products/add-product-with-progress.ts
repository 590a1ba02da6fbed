import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { type AddProductForm, PRODUCT_ADDED, type UploadProgressEvent } from '../../../contract/admin-products';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { newObjectId } from '../../lib/object-id';
import type { MediaStore } from '../media/media-store';
import { insertProduct } from './create-product';
import { adminProduct } from './edit-product';
import { checkImage, ImageRefused, imageEntries, removeImages, storeImage } from './product-images';
import { assertUnique } from './product-rules';

/**
 * The add-product upload (spec 001 section 7): the form is already read within the route's
 * limit; from here on every outcome, success or failure, is an event of the stream, the form's
 * own refusals too (`checkForm` applies its declaration, contract/admin-products.ts).
 */
export async function addProductWithProgress(
  c: Context<AppEnv>,
  db: Db,
  media: MediaStore,
  checkForm: () => AddProductForm,
) {
  return streamSSE(c, async (stream) => {
    const send = (event: UploadProgressEvent) => stream.writeSSE({ data: JSON.stringify(event) });
    const progress = (value: number, message: string) => send({ progress: value, message, status: 'processing' });
    const id = newObjectId();
    let wroteFiles = false;
    try {
      await progress(5, 'Checking the product details');
      const { images: files, ...fields } = checkForm();
      await assertUnique(db, { articleCode: fields.articleCode });

      await progress(10, 'Checking the images');
      const images: Buffer[] = [];
      for (const file of files) images.push(await checkImage(file));

      const sources: string[] = [];
      for (const [i, bytes] of images.entries()) {
        await progress(15 + Math.round((70 * i) / images.length), `Resizing image ${i + 1} of ${images.length}`);
        wroteFiles = true;
        sources.push(await storeImage(media, id, bytes, i + 1));
      }

      await progress(90, 'Saving the product');
      const staff = c.get('auth').user;
      await insertProduct(db, id, fields, imageEntries(sources, fields), { id: staff.id, name: staff.email });
      const product = await adminProduct(db, id);
      await send({ progress: 100, message: PRODUCT_ADDED, status: 'completed', product });
    } catch (error) {
      if (wroteFiles) await removeImages(media, id);
      if (!(error instanceof ApiError || error instanceof ImageRefused)) console.error('add-product failed:', error);
      const message = error instanceof ApiError || error instanceof ImageRefused ? error.message : 'Upload failed';
      await send({ progress: 100, message, status: 'error' });
    }
  });
}
