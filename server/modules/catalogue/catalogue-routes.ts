import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { isStoreCategoryId } from '../../../contract/catalogue';
import { messages } from '../../../contract/messages';
import type { InventoryResponse } from '../../../contract/product';
import { ApiError } from '../../http/api-error';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { validate } from '../../http/read-json';
import { findAdmin } from '../../http/require-auth';
import {
  type Audience,
  findInventory,
  findProduct,
  listAllProducts,
  listNewArrivals,
  listStoreCategory,
  searchProducts,
} from './catalogue-service';

export const LIMIT_MESSAGE = 'Limit must be a whole number from 1 to 100';
const limitQuery = z.object({
  limit: z
    .string({ error: LIMIT_MESSAGE })
    .regex(/^\d{1,3}$/, LIMIT_MESSAGE)
    .transform(Number)
    .refine((n) => n >= 1 && n <= 100, LIMIT_MESSAGE)
    .optional(),
});

/**
 * Public reads may sit in shared caches for a minute (the service worker revalidates); what an
 * admin sees includes inactive products and must not be stored anywhere.
 */
function cacheFor(c: Context, audience: Audience): void {
  c.header('Cache-Control', audience.includeInactive ? 'private, no-store' : 'public, max-age=60');
}

async function audienceOf(deps: AppDeps, c: Context): Promise<Audience> {
  return { includeInactive: (await findAdmin(deps, c)) !== undefined };
}

/** Catalogue reads (spec 000 and 001 section 7), mounted at /api/products/data. */
export function catalogueRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const publicAudience: Audience = { includeInactive: false };

  // The fixed paths come first: '{categoryId}' would otherwise swallow them.
  app.get('/new-arrival', async (c) => {
    cacheFor(c, publicAudience);
    return ok(c, await listNewArrivals(deps.db));
  });

  app.get('/all-products', async (c) => {
    const audience = await audienceOf(deps, c);
    cacheFor(c, audience);
    return ok(c, await listAllProducts(deps.db, audience));
  });

  app.get('/search/:text{.*}', async (c) => {
    const audience = await audienceOf(deps, c);
    cacheFor(c, audience);
    return ok(c, await searchProducts(deps.db, c.req.param('text'), audience));
  });

  app.get('/item/:key', async (c) => {
    const audience = await audienceOf(deps, c);
    const product = await findProduct(deps.db, c.req.param('key'), audience);
    if (!product) throw ApiError.notFound(messages.productNotFound);
    cacheFor(c, audience);
    return ok(c, product);
  });

  app.get('/inventory/:productId', async (c) => {
    const audience = await audienceOf(deps, c);
    const inventory = await findInventory(deps.db, c.req.param('productId'), audience);
    if (inventory === undefined) throw ApiError.notFound(messages.productNotFound);
    // Stock changes with every order: never cached.
    c.header('Cache-Control', 'no-store');
    return ok<InventoryResponse>(c, { inventory });
  });

  app.get('/:categoryId', async (c) => {
    const { limit } = validate(limitQuery, { limit: c.req.query('limit') });
    const id = c.req.param('categoryId');
    cacheFor(c, publicAudience);
    // An unknown id is an empty category (spec 000 section 2), not an error.
    return ok(c, isStoreCategoryId(id) ? await listStoreCategory(deps.db, id, limit) : []);
  });

  return app;
}
