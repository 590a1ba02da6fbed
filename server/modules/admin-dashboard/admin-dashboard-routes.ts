import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { requireAdmin } from '../../http/require-auth';
import { dashboard } from './dashboard-service';

/** `GET /api/admin/dashboard` (our addition, docs/decisions/095), mounted at /api/admin. */
export function adminDashboardRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/dashboard', requireAdmin(deps), async (c) => ok(c, await dashboard(deps.db)));
  return app;
}
