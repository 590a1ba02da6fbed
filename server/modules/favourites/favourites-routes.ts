import { Hono } from 'hono';
import type { FavouriteItem } from '../../../contract/favourites';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { runIdempotent } from '../../http/idempotency';
import { requireCustomer } from '../../http/require-auth';
import { addFavourite, readFavourites, removeFavourite } from './favourites-service';

/**
 * The signed-in shopper's favourites, mounted at /api/user (docs/decisions/158-favourites.md).
 * Both changes accept an Idempotency-Key (http/idempotency.ts), so the PWA's outbox replays
 * them exactly once: a replayed add after a later remove does not bring the favourite back.
 * Each answer is the whole list, like the bag's, so the device can replace its mirror.
 */
export function favouritesRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  // Attached per route, so an unknown path under /api/user is a 404 whatever the session.
  const customer = requireCustomer(deps);

  app.get('/favourites', customer, async (c) =>
    ok<FavouriteItem[]>(c, await readFavourites(deps.db, c.get('auth').user.id)),
  );

  app.post('/favourites/remove/:productId', customer, async (c) => {
    const userId = c.get('auth').user.id;
    const productId = c.req.param('productId');
    return runIdempotent(c, deps.db, userId, {}, async (tx) => {
      await removeFavourite(tx, userId, productId);
      return { status: 200, body: { success: true, data: await readFavourites(tx, userId) } };
    });
  });

  app.post('/favourites/:productId', customer, async (c) => {
    const userId = c.get('auth').user.id;
    const productId = c.req.param('productId');
    return runIdempotent(c, deps.db, userId, {}, async (tx) => {
      const { added } = await addFavourite(tx, userId, productId);
      return { status: added ? 201 : 200, body: { success: true, data: await readFavourites(tx, userId) } };
    });
  });

  return app;
}
