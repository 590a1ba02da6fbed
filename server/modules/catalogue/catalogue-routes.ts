import { type Context, Hono } from 'hono';
import { catalogueApi } from '../../../contract/api/catalogue';
import { isStoreCategoryId } from '../../../contract/catalogue';
import { messages } from '../../../contract/messages';
import type { InventoryResponse } from '../../../contract/product';
import { ApiError } from '../../http/api-error';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { findAdmin } from '../../http/require-auth';
import { readInput } from '../../http/route-input';
import {
  type Audience,
  findInventory,
  findProduct,
  listAllProducts,
  listNewArrivals,
  listStoreCategory,
  searchProducts,
} from './catalogue-service';
import { createPublicAnswers } from './public-answers';
import { PUBLIC_CACHE_CONTROL } from './send-answer';

/** What an admin sees includes inactive products: built per request, never stored anywhere. */
function privateAnswer<T>(c: Context, data: T) {
  c.header('Cache-Control', 'private, no-store');
  return ok(c, data);
}

async function isAdmin(deps: AppDeps, c: Context): Promise<boolean> {
  return (await findAdmin(deps, c)) !== undefined;
}

/**
 * Catalogue reads (spec 000 and 001 section 7), mounted at /api/products/data. Public answers
 * are built once per catalogue version and kept (public-answers.ts, docs/decisions/160); what
 * an admin sees is built per request.
 */
export function catalogueRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const publicAudience: Audience = { includeInactive: false };
  const adminAudience: Audience = { includeInactive: true };
  const answerPublic = createPublicAnswers(deps.db);

  // The fixed paths come first: '{categoryId}' would otherwise swallow them.
  app.get('/new-arrival', async (c) => answerPublic(c, 'new-arrival', () => listNewArrivals(deps.db)));

  app.get('/all-products', async (c) => {
    if (await isAdmin(deps, c)) return privateAnswer(c, await listAllProducts(deps.db, adminAudience));
    return answerPublic(c, 'all-products', () => listAllProducts(deps.db, publicAudience));
  });

  app.get('/search/:text{.*}', async (c) => {
    const text = c.req.param('text');
    if (await isAdmin(deps, c)) return privateAnswer(c, await searchProducts(deps.db, text, adminAudience));
    return answerPublic(c, `search/${text}`, () => searchProducts(deps.db, text, publicAudience));
  });

  app.get('/item/:key', async (c) => {
    const key = c.req.param('key');
    const admin = await isAdmin(deps, c);
    const answer = admin
      ? await findProduct(deps.db, key, adminAudience).then((product) => product && privateAnswer(c, product))
      : await answerPublic(c, `item/${key}`, () => findProduct(deps.db, key, publicAudience));
    if (!answer) throw ApiError.notFound(messages.productNotFound);
    return answer;
  });

  app.get('/inventory/:productId', async (c) => {
    const audience = (await isAdmin(deps, c)) ? adminAudience : publicAudience;
    const inventory = await findInventory(deps.db, c.req.param('productId'), audience);
    if (inventory === undefined) throw ApiError.notFound(messages.productNotFound);
    // Stock changes with every order: never cached.
    c.header('Cache-Control', 'no-store');
    return ok<InventoryResponse>(c, { inventory });
  });

  app.get('/:categoryId', async (c) => {
    const { limit } = (await readInput(c, catalogueApi.category)).query;
    const id = c.req.param('categoryId');
    // An unknown id is an empty category (spec 000 section 2), not an error, and is not kept.
    if (!isStoreCategoryId(id)) {
      c.header('Cache-Control', PUBLIC_CACHE_CONTROL);
      return ok(c, []);
    }
    return answerPublic(c, `${id}?limit=${limit ?? ''}`, () => listStoreCategory(deps.db, id, limit));
  });

  return app;
}
