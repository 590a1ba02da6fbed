import { api } from '../../api/client';

/** GET /api/admin/checkLogin (admin token and cookie); any failure means not signed in. */
export async function checkAdminLogin(): Promise<boolean> {
  try {
    await api.get('admin/checkLogin');
    return true;
  } catch (error) {
    console.warn('Admin session check failed:', error);
    return false;
  }
}
