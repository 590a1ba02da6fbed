import { adminApi } from '../../api/client';
import { useAdminQuery } from '../shared/use-admin-query';
import type { AdminUser } from './admin-user';

export const USERS_FETCH_FAILED = 'Failed to fetch users';

/** GET /api/admin/get-all-users?search=: the envelope's data is the list. */
export function getUsers(search: string, signal?: AbortSignal): Promise<AdminUser[]> {
  const searchParams = search.trim() ? { search: search.trim() } : undefined;
  return adminApi.get<AdminUser[]>('admin/get-all-users', { searchParams, signal });
}

export function useUsers(search: string) {
  return useAdminQuery(`users:${search.trim()}`, (signal) =>
    getUsers(search, signal).catch((error: unknown) => {
      if (!signal.aborted) console.error(USERS_FETCH_FAILED, error);
      throw error;
    }),
  );
}
