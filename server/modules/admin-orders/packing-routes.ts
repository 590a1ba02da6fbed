import { type Context, Hono } from 'hono';
import { adminPackingApi } from '../../../contract/api/admin-packing';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { requireAdmin } from '../../http/require-auth';
import { readInput } from '../../http/route-input';
import { claimNext, claimOrder } from './claim-packing';
import { markPacked } from './mark-packed';
import { type Packer, packingQueue } from './packing-desk';
import { releaseLease, renewLease } from './packing-lease';
import { skipPacking } from './skip-packing';

/** The signed-in tablet: its admin session holds claims, the staff member is named in the timeline. */
function packerOf(c: Context<AppEnv>): Packer {
  const auth = c.get('auth');
  return { sessionId: auth.sessionId, userId: auth.user.id, email: auth.user.email };
}

/**
 * The packing desk (our addition, docs/decisions/096 and 146), mounted at /api/admin/packing.
 * requireAdmin is attached to each route, as in admin-orders-routes.ts.
 */
export function packingRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const admin = requireAdmin(deps);

  app.get('/queue', admin, async (c) => ok(c, await packingQueue(deps.db)));

  app.post('/claim', admin, async (c) => {
    const { orderId } = (await readInput(c, adminPackingApi.claim)).body;
    const packer = packerOf(c);
    return ok(c, orderId ? await claimOrder(deps.db, packer, orderId) : await claimNext(deps.db, packer));
  });

  app.post('/:id/renew', admin, async (c) => ok(c, await renewLease(deps.db, packerOf(c), c.req.param('id'))));
  // The page's last call (sendBeacon on pagehide): no body is read.
  app.post('/:id/release', admin, async (c) => ok(c, await releaseLease(deps.db, packerOf(c), c.req.param('id'))));
  app.post('/:id/packed', admin, async (c) => ok(c, await markPacked(deps.db, packerOf(c), c.req.param('id'))));

  app.post('/:id/skip', admin, async (c) => {
    const { note } = (await readInput(c, adminPackingApi.skip)).body;
    return ok(c, await skipPacking(deps.db, packerOf(c), c.req.param('id'), note));
  });

  return app;
}
