import { adminAuthApi } from '../../../contract/api/admin-auth';
import { callAdmin } from '../../api/call';
import { clearAdminToken } from '../../api/tokens';

/** POST /api/admin/logout, then the admin token is removed whatever the answer. */
export async function adminLogout(): Promise<void> {
  try {
    await callAdmin(adminAuthApi.logout);
  } catch (error) {
    console.warn('Admin logout request failed; signing out locally:', error);
  }
  clearAdminToken();
}
