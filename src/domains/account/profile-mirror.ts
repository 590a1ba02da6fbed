import { shopRoutes } from '../../../contract/api/shop-routes';
import type { UserProfile } from '../../../contract/order';
import { createShopCaller } from '../../api/call';
import { type ApiClient, api } from '../../api/client';
import { db as appDb, type ProfileRow, type ShopDatabase } from '../../data/db';
import { setFetchStatus } from '../../data/fetch-status';
import { useLiveQuery } from '../../data/live-query';
import { readSessionUser } from '../../data/session';

export const PROFILE_STATUS_KEY = 'profile';

type Context = { database: ShopDatabase; client: ApiClient };
const defaults = (): Context => ({ database: appDb(), client: api });

export async function saveProfile(profile: UserProfile, database: ShopDatabase = appDb(), now = Date.now()) {
  await database.profile.put({ ...profile, id: 'current', fetchedAt: now });
}

/** GET user/profile into the mirror; returns the error so a screen can react (checkout: to /). */
export async function refreshProfile(context: Context = defaults()): Promise<unknown> {
  setFetchStatus(PROFILE_STATUS_KEY, { phase: 'loading' });
  try {
    await saveProfile(await createShopCaller(context.client).call(shopRoutes.user.profile), context.database);
    setFetchStatus(PROFILE_STATUS_KEY, { phase: 'idle' });
    return null;
  } catch (error) {
    console.warn('Fetching the profile failed:', error);
    setFetchStatus(PROFILE_STATUS_KEY, { phase: 'error', error, failedAt: Date.now() });
    return error;
  }
}

/** undefined while IndexedDB answers, null when not mirrored yet. */
export function useProfile(): ProfileRow | null | undefined {
  return useLiveQuery(async () => {
    const user = await readSessionUser(appDb());
    const row = await appDb().profile.get('current');
    return row && user && row._id === user._id ? row : null;
  }, []);
}
