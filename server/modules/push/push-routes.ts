import { Hono } from 'hono';
import {
  PUSH_API_PREFIX,
  type PushDevice,
  type PushKey,
  pushApi,
  pushMessages,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '../../../contract/push';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { readJson } from '../../http/read-json';
import { requireCustomer } from '../../http/require-auth';
import { subscribeDevice, unsubscribeDevice } from './push-subscriptions';

/** The route's path under the /api/push mount, from the contract's declaration. */
const route = (path: string) => path.slice(PUSH_API_PREFIX.length);

/**
 * Web Push for order steps (docs/decisions/210-214), mounted at /api/push: the shop's public
 * key for anyone, and the signed-in shopper's own devices on and off.
 */
export function pushRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const customer = requireCustomer(deps);

  app.get(route(pushApi.key), (c) => ok<PushKey>(c, { publicKey: deps.integrations.push.publicKey }));

  app.post(route(pushApi.subscribe), customer, async (c) => {
    const input = await readJson(c, pushSubscriptionSchema);
    await subscribeDevice(deps.db, c.get('auth').user.id, input);
    return ok<PushDevice>(c, { subscribed: true }, 200, pushMessages.subscribed);
  });

  app.post(route(pushApi.unsubscribe), customer, async (c) => {
    const { endpoint } = await readJson(c, pushUnsubscribeSchema);
    await unsubscribeDevice(deps.db, c.get('auth').user.id, endpoint);
    return ok<PushDevice>(c, { subscribed: false }, 200, pushMessages.unsubscribed);
  });

  return app;
}
