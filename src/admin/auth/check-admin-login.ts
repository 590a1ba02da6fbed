import { adminAuthApi } from '../../../contract/api/admin-auth';
import type { SessionUser } from '../../../contract/auth';
import { ApiError, isApiError } from '../../api/api-error';
import { callAdmin } from '../../api/call';

export type AdminSession = { state: 'allowed'; admin: SessionUser } | { state: 'denied' } | { state: 'unreachable' };

/**
 * GET /api/admin/checkLogin (admin token and cookie): the signed-in admin. A refusal means not
 * signed in; no answer (offline, timed out, or a gateway error) means the back office cannot be
 * reached. Staff opening the back office signed out is the everyday case: the server's 401 or
 * 403 is an answer, not a fault, and is not logged; anything else that denies is.
 */
export async function checkAdminLogin(): Promise<AdminSession> {
  try {
    return { state: 'allowed', admin: await callAdmin(adminAuthApi.checkLogin) };
  } catch (error) {
    if (!navigator.onLine || isUnreachable(error)) return { state: 'unreachable' };
    // As the storefront's session check tells a refusal (domains/account/check-session.ts).
    const refused = isApiError(error) && (error.isUnauthorized || error.status === 403);
    if (!refused) console.warn('Admin session check failed:', error);
    return { state: 'denied' };
  }
}

function isUnreachable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.kind === 'network' || error.kind === 'timeout' || [502, 503, 504].includes(error.status);
}
