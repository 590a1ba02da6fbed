import { Hono } from 'hono';
import { adminCustomersApi } from '../../../contract/api/admin-customers';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { requireAdmin } from '../../http/require-auth';
import { readInput } from '../../http/route-input';
import { deleteUser, getUser, listUsers } from './admin-customers-service';

/**
 * The admin's customers (spec 001 section 7), mounted at /api/admin. requireAdmin sits on each
 * route: a use('*') here would also cover the admin login that shares the prefix.
 */
export function adminCustomersRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const admin = requireAdmin(deps);

  app.get('/get-all-users', admin, async (c) => {
    const { search } = (await readInput(c, adminCustomersApi.getAllUsers)).query;
    return ok(c, await listUsers(deps.db, search));
  });
  app.get('/get-user/:id', admin, async (c) => ok(c, await getUser(deps.db, c.req.param('id'))));
  app.post('/delete-user/:id', admin, async (c) => {
    await deleteUser(deps.db, c.req.param('id'), c.get('auth').user.id);
    return ok(c, null, 200, 'User deleted');
  });

  return app;
}
