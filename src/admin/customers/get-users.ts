import { adminCustomersApi } from '../../../contract/api/admin-customers';
import { callAdmin } from '../../api/call';
import { useAdminQuery } from '../shared/use-admin-query';
import type { AdminUser } from './admin-user';

export const USERS_FETCH_FAILED = 'Failed to fetch users';

/** GET /api/admin/get-all-users?search=: the envelope's data is the list. */
export function getUsers(search: string, signal?: AbortSignal): Promise<AdminUser[]> {
  return callAdmin(adminCustomersApi.getAllUsers, { query: { search: search.trim() } }, { signal });
}

export function useUsers(search: string) {
  return useAdminQuery(
    `users:${search.trim()}`,
    (signal) =>
      getUsers(search, signal).catch((error: unknown) => {
        if (!signal.aborted) console.error(USERS_FETCH_FAILED, error);
        throw error;
      }),
    { keepPrevious: true },
  );
}
