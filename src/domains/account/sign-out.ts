import { shopRoutes } from '../../../contract/api/shop-routes';
import { callShop } from '../../api/call';
import { clearCustomerToken } from '../../api/tokens';
import { db } from '../../data/db';
import { readSessionUser } from '../../data/session';
import { syncIfPossible } from '../../sync/sync-if-possible';
import { turnOffOrderNews } from '../orders/order-news';
import { countUnsent, wipeUserData } from './wipe-user-data';

/** The confirm text naming how many changes would be lost. */
export function unsentWarning(count: number): string {
  // Bag and favourite changes share one outbox (docs/decisions/158-favourites.md).
  const changes = count === 1 ? '1 change has' : `${count} changes have`;
  return `${changes} not reached the shop yet and will be lost if you sign out now. Sign out anyway?`;
}

/**
 * First tries to send the outbox (syncIfPossible); then this device's order news are switched
 * off (docs/decisions/214), POST /api/auth/logout, the token is
 * removed and this user's bag, orders, profile and unsent bag changes are deleted from the device
 * whatever the server said (spec 000 s7, docs/decisions/082-sign-out-wipes-the-device.md,
 * 131-sign-out-with-unsent-changes.md). If changes are still unsent (offline) the shopper is
 * asked first, with their number; false means they chose to stay signed in.
 */
export async function signOut(confirm: (message: string) => boolean = (m) => window.confirm(m)): Promise<boolean> {
  const user = await readSessionUser(db());
  if (user && (await countUnsent(user._id, db())) > 0) {
    try {
      await syncIfPossible();
    } catch (error) {
      console.warn('Sending bag changes before sign-out failed:', error);
    }
    const unsent = await countUnsent(user._id, db());
    if (unsent > 0 && !confirm(unsentWarning(unsent))) return false;
  }
  // This device's order news go with the session: no one signed in here later sees them.
  try {
    await turnOffOrderNews();
  } catch (error) {
    console.warn('Switching off order news before sign-out failed:', error);
  }
  try {
    await callShop(shopRoutes.auth.logout);
  } catch (error) {
    console.warn('Logout request failed; signing out locally:', error);
  }
  clearCustomerToken();
  await wipeUserData(user?._id ?? null, db());
  return true;
}
