import { adminApi } from '../../api/client';
import { clearAdminToken } from '../../api/tokens';

/** POST /api/admin/logout, then the admin token is removed whatever the answer. */
export async function adminLogout(): Promise<void> {
  try {
    await adminApi.post('admin/logout');
  } catch (error) {
    console.warn('Admin logout request failed; signing out locally:', error);
  }
  clearAdminToken();
}
