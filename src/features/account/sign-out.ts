import { api } from '../../api/client';
import { clearCustomerToken } from '../../api/tokens';
import { db } from '../../data/db';
import { readSessionUser } from '../../data/session';
import { countUnsent, wipeUserData } from '../../data/wipe-user-data';

export const UNSENT_WARNING =
  'Some bag changes have not reached the shop yet and will be lost if you sign out now. Sign out anyway?';

/**
 * POST /api/auth/logout, then the token is removed and this user's bag, orders, profile and
 * unsent bag changes are deleted from the device whatever the server said (spec 000 s7,
 * docs/decisions/082-sign-out-wipes-the-device.md). With unsent changes the shopper is asked
 * first; false means they chose to stay signed in.
 */
export async function signOut(confirm: (message: string) => boolean = (m) => window.confirm(m)): Promise<boolean> {
  const user = await readSessionUser(db);
  if (user && (await countUnsent(user._id, db)) > 0 && !confirm(UNSENT_WARNING)) return false;
  try {
    await api.post('auth/logout');
  } catch (error) {
    console.warn('Logout request failed; signing out locally:', error);
  }
  clearCustomerToken();
  await wipeUserData(user?._id ?? null, db);
  return true;
}
