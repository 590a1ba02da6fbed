import { shopRoutes } from '../../../contract/api/shop-routes';
import type { SessionUser } from '../../../contract/auth';
import { isApiError } from '../../api/api-error';
import { callShop } from '../../api/call';
import { clearCustomerToken, getCustomerToken } from '../../api/tokens';
import { db as appDb, type ShopDatabase } from '../../data/db';
import { clearSessionUser, readSessionUser, saveSessionUser, trackSessionCheck } from '../../data/session';

/**
 * The session check on load (spec 000 section 4): only when a token is stored. Success mirrors
 * the user (the top bar then shows 'Profile'); a 401 forgets the token and the user; any other
 * failure (offline) keeps what is mirrored. Failures are logged only (spec 000 section 8). While
 * it runs, screens treat a shopper with no mirrored user as not yet known (data/session.ts).
 */
export async function checkSession(database: ShopDatabase = appDb()): Promise<void> {
  if (!getCustomerToken()) {
    // A visitor: a user left mirrored by a session that ended elsewhere is forgotten, but a load
    // with none writes nothing. A write, even of nothing, is a transaction on the phone's main
    // thread and wakes every live query of the session, all at the page's start (decision 282).
    if (await readSessionUser(database)) await clearSessionUser(database);
    return;
  }
  await trackSessionCheck(askServer(database));
}

/** The user the server confirmed and the mirror now holds; null when it did not say. */
async function askServer(database: ShopDatabase): Promise<SessionUser | null> {
  try {
    const user = await callShop(shopRoutes.auth.isLoggedIn);
    await saveSessionUser(user, database);
    return user;
  } catch (error) {
    console.warn('Session check failed:', error);
    if (isApiError(error) && error.isUnauthorized) {
      clearCustomerToken();
      await clearSessionUser(database);
    }
    return null;
  }
}
