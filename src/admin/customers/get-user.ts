import { adminCustomersApi } from '../../../contract/api/admin-customers';
import { callAdmin } from '../../api/call';
import { useAdminQuery } from '../shared/use-admin-query';
import type { AdminUser } from './admin-user';

/** GET /api/admin/get-user/{id}: the envelope's data is the user. */
export function getUser(id: string, signal?: AbortSignal): Promise<AdminUser> {
  return callAdmin(adminCustomersApi.getUser, { params: { id } }, { signal });
}

export function useUser(id: string) {
  return useAdminQuery(`user:${id}`, (signal) => getUser(id, signal));
}
