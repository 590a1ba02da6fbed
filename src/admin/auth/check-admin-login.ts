import { adminAuthApi } from '../../../contract/api/admin-auth';
import { ApiError } from '../../api/api-error';
import { callAdmin } from '../../api/call';

export type AdminSession = 'allowed' | 'denied' | 'unreachable';

/**
 * GET /api/admin/checkLogin (admin token and cookie). A refusal means not signed in; no
 * answer (offline, timed out, or a gateway error) means the back office cannot be reached.
 */
export async function checkAdminLogin(): Promise<AdminSession> {
  try {
    await callAdmin(adminAuthApi.checkLogin);
    return 'allowed';
  } catch (error) {
    if (!navigator.onLine || isUnreachable(error)) return 'unreachable';
    console.warn('Admin session check failed:', error);
    return 'denied';
  }
}

function isUnreachable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.kind === 'network' || error.kind === 'timeout' || [502, 503, 504].includes(error.status);
}
