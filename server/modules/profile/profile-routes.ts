import { Hono } from 'hono';
import { userApi } from '../../../contract/api/user';
import type { UserProfile } from '../../../contract/order';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { requireCustomer } from '../../http/require-auth';
import { readInput } from '../../http/route-input';
import { addAddress, readProfile, updateProfile } from './profile-service';

/** The signed-in shopper's profile (spec 000 section 7), mounted at /api/user. */
export function profileRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  // Attached per route, so an unknown path here is a 404 whatever the session (http/require-auth.ts).
  const customer = requireCustomer(deps);

  app.get('/profile', customer, async (c) => ok<UserProfile>(c, await readProfile(deps.db, c.get('auth').user.id)));

  app.post('/profile/update', customer, async (c) => {
    const input = (await readInput(c, userApi.updateProfile)).body;
    const user = c.get('auth').user;
    await updateProfile(deps.db, user, input);
    return ok<UserProfile>(c, await readProfile(deps.db, user.id), 200, 'Profile updated');
  });

  app.post('/profile/add-address', customer, async (c) => {
    const input = (await readInput(c, userApi.addAddress)).body;
    const user = c.get('auth').user;
    await addAddress(deps.db, user.id, input);
    return ok<UserProfile>(c, await readProfile(deps.db, user.id), 201, 'Address added');
  });

  return app;
}
