import { api } from '../../api/client';
import { clearCustomerToken } from '../../api/tokens';
import { clearSessionUser } from '../../data/session';

/**
 * POST /api/auth/logout, then the local token and mirrored user are removed whatever the
 * server said (spec 000 section 7). Later issues also clear the bag, orders and profile mirrors
 * here, after flushing the outbox.
 */
export async function signOut(): Promise<void> {
  try {
    await api.post('auth/logout');
  } catch (error) {
    console.warn('Logout request failed; signing out locally:', error);
  }
  clearCustomerToken();
  await clearSessionUser();
}
