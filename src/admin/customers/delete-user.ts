import { adminApi } from '../../api/client';

export const CONFIRM_DELETE_USER = 'Are you sure you want to delete this user?';

/** POST /api/admin/delete-user/{id}, empty body. */
export function deleteUser(id: string): Promise<unknown> {
  return adminApi.post(`admin/delete-user/${encodeURIComponent(id)}`);
}
