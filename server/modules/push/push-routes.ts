import { Hono } from 'hono';
import { pushRoutesApi } from '../../../contract/api/push';
import { type PushDevice, type PushKey, pushMessages } from '../../../contract/push';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { requireCustomer } from '../../http/require-auth';
import { readInput } from '../../http/route-input';
import { subscribeDevice, unsubscribeDevice } from './push-subscriptions';

/**
 * Web Push for order steps (docs/decisions/210-214), mounted at /api/push: the shop's public
 * key for anyone, and the signed-in shopper's own devices on and off.
 */
export function pushRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const customer = requireCustomer(deps);

  app.get('/key', (c) => ok<PushKey>(c, { publicKey: deps.integrations.push.publicKey }));

  app.post('/subscribe', customer, async (c) => {
    const input = (await readInput(c, pushRoutesApi.subscribe)).body;
    await subscribeDevice(deps.db, c.get('auth').user.id, input);
    return ok<PushDevice>(c, { subscribed: true }, 200, pushMessages.subscribed);
  });

  app.post('/unsubscribe', customer, async (c) => {
    const { endpoint } = (await readInput(c, pushRoutesApi.unsubscribe)).body;
    await unsubscribeDevice(deps.db, c.get('auth').user.id, endpoint);
    return ok<PushDevice>(c, { subscribed: false }, 200, pushMessages.unsubscribed);
  });

  return app;
}
