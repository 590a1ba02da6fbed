import { adminApi } from '../../api/client';
import { useAdminQuery } from '../shared/use-admin-query';
import type { AdminUser } from './admin-user';

/** GET /api/admin/get-user/{id}: the envelope's data is the user. */
export function getUser(id: string, signal?: AbortSignal): Promise<AdminUser> {
  return adminApi.get<AdminUser>(`admin/get-user/${encodeURIComponent(id)}`, { signal });
}

export function useUser(id: string) {
  return useAdminQuery(`user:${id}`, (signal) => getUser(id, signal));
}
