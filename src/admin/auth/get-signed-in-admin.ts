import { adminAuthApi } from '../../../contract/api/admin-auth';
import type { SessionUser } from '../../../contract/auth';
import { callAdmin } from '../../api/call';
import { useAdminQuery } from '../shared/use-admin-query';

/** GET /api/admin/checkLogin: who is signed in to the back office. */
export function getSignedInAdmin(signal?: AbortSignal): Promise<SessionUser> {
  return callAdmin(adminAuthApi.checkLogin, {}, { signal });
}

/**
 * The signed-in admin, for what a page offers them about themselves (the customers table offers
 * no Delete on their own row: the server refuses it, docs/decisions/284). Undefined until it
 * answers or when it fails; the guard has already checked the session itself.
 */
export function useSignedInAdmin(): SessionUser | undefined {
  return useAdminQuery('admin:signed-in', getSignedInAdmin).data;
}
