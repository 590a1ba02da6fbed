import { adminCustomersApi } from '../../../contract/api/admin-customers';
import { callAdmin } from '../../api/call';

export const CONFIRM_DELETE_USER = 'Are you sure you want to delete this user?';

/** POST /api/admin/delete-user/{id}, empty body. */
export function deleteUser(id: string): Promise<null> {
  return callAdmin(adminCustomersApi.deleteUser, { params: { id } });
}
