import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import {
  addProductFieldsSchema,
  MAX_IMAGES_PER_PRODUCT,
  PRODUCT_ADDED,
  type UploadProgressEvent,
} from '../../../contract/admin-products';
import { messages } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/read-json';
import { newObjectId } from '../../lib/object-id';
import type { MediaStore } from '../media/media-store';
import { insertProduct } from './create-product';
import { adminProduct } from './edit-product';
import { checkImage, ImageRefused, imageEntries, removeImages, storeImage } from './product-images';
import { assertUnique } from './product-rules';

export const TOO_MANY_IMAGES = `At most ${MAX_IMAGES_PER_PRODUCT} images can be uploaded`;
export const UPLOAD_UNREADABLE = 'The upload could not be read as a multipart form';
export const SWATCHES_INVALID = 'Swatches must be a JSON list';
/** Broad category is required too, but an absent one defaults to the shop's own collection. */
const REQUIRED_FIELDS = ['title', 'category', 'price', 'articleCode'];

type Form = Record<string, string | File | (string | File)[]>;

function listOf(value: Form[string] | undefined): (string | File)[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** A text field's first value; an empty one counts as absent so that defaults apply. */
function textOf(form: Form, name: string): string | undefined {
  const value = listOf(form[name]).find((v): v is string => typeof v === 'string');
  return value === undefined || value.trim() === '' ? undefined : value;
}

function jsonList(text: string | undefined, message: string): unknown[] | undefined {
  if (text === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed)) return parsed;
  } catch {
    // Reported below with the field's own message.
  }
  throw ApiError.badRequest(message);
}

/** The form's fields as the schema reads them; a missing required field gets the spec's alert. */
function readFields(form: Form) {
  const variantValues = listOf(form.variants ?? form['variants[]']).filter((v): v is string => typeof v === 'string');
  const variants =
    variantValues.length === 1 && variantValues[0]?.trim().startsWith('[')
      ? jsonList(variantValues[0], 'Variants must be a list of product ids')
      : variantValues.filter((v) => v.trim() !== '');
  const input: Record<string, unknown> = { variants, swatches: jsonList(textOf(form, 'swatches'), SWATCHES_INVALID) };
  for (const name of Object.keys(addProductFieldsSchema.shape)) {
    if (name !== 'variants' && name !== 'swatches') input[name] = textOf(form, name);
  }
  // A required field left out gets the spec's alert; one that is there but wrong (a price that
  // is not a positive number) gets its own message.
  if (REQUIRED_FIELDS.some((field) => input[field] === undefined))
    throw ApiError.badRequest(messages.addProductRequired);
  return validate(addProductFieldsSchema, input);
}

/** The multipart body; a body that is not valid multipart is the client's error (400). */
async function readForm(c: Context): Promise<Form> {
  try {
    return (await c.req.parseBody({ all: true })) as Form;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw ApiError.badRequest(UPLOAD_UNREADABLE);
  }
}

/**
 * The add-product upload (spec 001 section 7): the body is already read within the route's
 * limit; from here on every outcome, success or failure, is an event of the stream.
 */
export async function addProductWithProgress(c: Context<AppEnv>, db: Db, media: MediaStore) {
  const form = await readForm(c);
  return streamSSE(c, async (stream) => {
    const send = (event: UploadProgressEvent) => stream.writeSSE({ data: JSON.stringify(event) });
    const progress = (value: number, message: string) => send({ progress: value, message, status: 'processing' });
    const id = newObjectId();
    let wroteFiles = false;
    try {
      await progress(5, 'Checking the product details');
      const fields = readFields(form);
      const files = [...listOf(form.images), ...listOf(form['images[]'])].filter((v): v is File => v instanceof File);
      if (files.length === 0) throw ApiError.badRequest(messages.addProductImageRequired);
      if (files.length > MAX_IMAGES_PER_PRODUCT) throw ApiError.badRequest(TOO_MANY_IMAGES);
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
