import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { ApiError } from '../../http/api-error';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';

export type Health = { status: 'ok'; database: AppDeps['databaseKind'] };

/**
 * GET /healthz for load balancers and uptime checks. The server listens only after migrations
 * and seeding, so answering at all means ready; the query proves the database still answers.
 */
export function healthRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/healthz', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await deps.db.execute(sql`select 1`);
    } catch (error) {
      console.error('Health check: the database does not answer:', error);
      throw new ApiError(503, 'Database unavailable');
    }
    return ok<Health>(c, { status: 'ok', database: deps.databaseKind });
  });
  return app;
}
