import { Hono } from 'hono';
import type { AdminReturn, AdminReturnList, ProcessRefundResult } from '../../../contract/admin-returns';
import { adminReturnsApi } from '../../../contract/api/admin-returns';
import { returnLifecycleMessages } from '../../../contract/return-lifecycle';
import { returnMessages } from '../../../contract/returns';
import { ApiError } from '../../http/api-error';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { requireAdmin } from '../../http/require-auth';
import { readInput } from '../../http/route-input';
import { staffOf } from '../admin-orders/change-status';
import { adminReturn } from './admin-return-json';
import { listReturns } from './list-returns';
import { processRefund } from './process-refund';
import { receiveReturn } from './receive-return';
import { requestPickup } from './request-pickup';
import { updateReturnStatus } from './update-return-status';

/** The admin's returns (spec 001 sections 2-4, 7), mounted at /api/admin. */
export function adminReturnsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const admin = requireAdmin(deps);

  app.get('/returns', admin, async (c) =>
    ok<AdminReturnList>(c, await listReturns(deps.db, (await readInput(c, adminReturnsApi.list)).query)),
  );

  app.get('/returns/:id', admin, async (c) => ok<AdminReturn>(c, await adminReturn(deps.db, c.req.param('id'))));

  app.post('/returns/:id/update-status', admin, async (c) => {
    const input = (await readInput(c, adminReturnsApi.updateStatus)).body;
    await updateReturnStatus(deps.db, c.req.param('id'), input, staffOf(c.get('auth').user));
    const json = await adminReturn(deps.db, c.req.param('id'));
    return ok<{ success: true; return: AdminReturn }>(c, { success: true, return: json });
  });

  app.post('/returns/:id/pickup-request', admin, async (c) => {
    await requestPickup(deps.db, deps.integrations.shipping, c.req.param('id'), staffOf(c.get('auth').user));
    return ok<AdminReturn>(c, await adminReturn(deps.db, c.req.param('id')), 200, returnMessages.pickupRequested);
  });

  app.post('/returns/:id/receive', admin, async (c) => {
    const input = (await readInput(c, adminReturnsApi.receive)).body;
    await receiveReturn(deps.db, c.req.param('id'), input, staffOf(c.get('auth').user));
    const json = await adminReturn(deps.db, c.req.param('id'));
    return ok<AdminReturn>(c, json, 200, returnLifecycleMessages.received);
  });

  // 200 when the money moved; 202 when it is recorded but the provider has not confirmed (the
  // refunds job retries it); 502 when the provider refused it (nothing moved, staff may retry).
  app.post('/returns/:id/process-refund', admin, async (c) => {
    const body = (await readInput(c, adminReturnsApi.processRefund)).body;
    const outcome = await processRefund(
      deps.db,
      deps.integrations.payments,
      c.req.param('id'),
      body,
      staffOf(c.get('auth').user),
    );
    if (outcome.state === 'failed') {
      console.warn(`${returnMessages.refundFailed}: ${outcome.error ?? 'refused'}`);
      throw new ApiError(502, returnMessages.refundFailed);
    }
    const json = await adminReturn(deps.db, c.req.param('id'));
    const [status, message] =
      outcome.state === 'succeeded'
        ? ([200, returnMessages.refunded] as const)
        : ([202, returnLifecycleMessages.refundRecorded] as const);
    return ok<ProcessRefundResult>(c, { success: true, message, return: json }, status, message);
  });

  return app;
}
