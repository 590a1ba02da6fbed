import { Hono } from 'hono';
import {
  type AdminReturn,
  type AdminReturnList,
  returnListQuerySchema,
  returnMessages,
  updateReturnStatusSchema,
} from '../../../contract/returns';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { readJson, validate } from '../../http/read-json';
import { requireAdmin } from '../../http/require-auth';
import { adminReturn } from './admin-return-json';
import { listReturns } from './list-returns';
import { processRefund } from './process-refund';
import { requestPickup } from './request-pickup';
import { sendReturnStatusMail } from './return-mail';
import { updateReturnStatus } from './update-return-status';

/** The admin's returns (spec 001 sections 2-4, 7), mounted at /api/admin. */
export function adminReturnsRoutes(deps: AppDeps, options: { now?: () => Date } = {}) {
  const app = new Hono<AppEnv>();
  const admin = requireAdmin(deps);
  const now = options.now ?? (() => new Date());

  app.get('/returns', admin, async (c) =>
    ok<AdminReturnList>(c, await listReturns(deps.db, validate(returnListQuerySchema, c.req.query()))),
  );

  app.get('/returns/:id', admin, async (c) => ok<AdminReturn>(c, await adminReturn(deps.db, c.req.param('id'))));

  app.post('/returns/:id/update-status', admin, async (c) => {
    const input = await readJson(c, updateReturnStatusSchema);
    await updateReturnStatus(deps.db, c.req.param('id'), input, now());
    const json = await adminReturn(deps.db, c.req.param('id'));
    await sendReturnStatusMail(deps.db, deps.integrations, json);
    return ok<{ success: true; return: AdminReturn }>(c, { success: true, return: json });
  });

  app.post('/returns/:id/pickup-request', admin, async (c) => {
    await requestPickup(deps.db, deps.integrations.shipping, c.req.param('id'), now());
    const json = await adminReturn(deps.db, c.req.param('id'));
    await sendReturnStatusMail(deps.db, deps.integrations, json);
    return ok<AdminReturn>(c, json, 200, 'Pickup requested');
  });

  app.post('/returns/:id/process-refund', admin, async (c) => {
    await processRefund(deps.db, deps.integrations.payments, c.req.param('id'), now());
    const json = await adminReturn(deps.db, c.req.param('id'));
    await sendReturnStatusMail(deps.db, deps.integrations, json);
    return ok<{ success: true; message: string; return: AdminReturn }>(
      c,
      { success: true, message: returnMessages.refunded, return: json },
      200,
      returnMessages.refunded,
    );
  });

  return app;
}
