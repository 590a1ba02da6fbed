import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_UPLOAD_BODY_BYTES, uploadMessages } from '../../../contract/admin-products';
import { adminProductsApi } from '../../../contract/api/admin-products';
import { ApiError } from '../../http/api-error';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { readForm } from '../../http/read-form';
import { validate } from '../../http/read-json';
import { requireAdmin } from '../../http/require-auth';
import { readInput } from '../../http/route-input';
import type { MediaStore } from '../media/media-store';
import { addProductWithProgress } from './add-product-with-progress';
import { deleteProduct, unpackedOrdersWith } from './delete-product';
import { editProduct } from './edit-product';

export const UPLOADS_UNAVAILABLE = 'Image uploads are not available on this server';
export const NOT_MULTIPART = 'Send the product as multipart/form-data';

const uploadLimit = bodyLimit({
  maxSize: MAX_UPLOAD_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, uploadMessages.uploadTooLarge);
  },
});

/**
 * The admin's products (spec 001 section 7), mounted at /api/admin. requireAdmin runs before
 * the upload's body is read, so only an admin can make the server read 25 MB.
 */
export function adminProductsRoutes(deps: AppDeps, options: { media: MediaStore | null }) {
  const app = new Hono<AppEnv>();
  const admin = requireAdmin(deps);

  app.post('/edit-product/:slug', admin, async (c) =>
    ok(c, await editProduct(deps.db, c.req.param('slug'), (await readInput(c, adminProductsApi.editProduct)).body)),
  );

  app.get('/products/:id/unpacked-orders', admin, async (c) =>
    ok(c, await unpackedOrdersWith(deps.db, c.req.param('id'))),
  );

  app.post('/delete-product/:id', admin, async (c) => {
    await deleteProduct(deps.db, c.req.param('id'), options.media);
    return ok(c, null, 200, 'Product deleted');
  });

  app.post('/add-product-with-progress', admin, uploadLimit, async (c) => {
    if (!options.media) throw new ApiError(503, UPLOADS_UNAVAILABLE);
    if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) throw ApiError.badRequest(NOT_MULTIPART);
    const { multipart } = adminProductsApi.addProduct;
    const form = await readForm(c, multipart);
    // Checked once the stream runs: from its first event on, a refusal is an event (spec 001 section 7).
    return addProductWithProgress(c, deps.db, options.media, () => validate(multipart, form));
  });

  return app;
}
