import type { AdminReturn } from '../../../contract/admin-returns';
import { adminReturnsApi } from '../../../contract/api/admin-returns';
import { callAdmin } from '../../api/call';
import { useAdminQuery } from '../shared/use-admin-query';

/** GET /api/admin/returns/{id}: the return with its order and product populated. */
export function getReturn(id: string, signal?: AbortSignal): Promise<AdminReturn> {
  return callAdmin(adminReturnsApi.get, { params: { id } }, { signal });
}

/** How often an open return page re-reads the return while visible and online (decision 181). */
export const RETURN_REFRESH_MS = 25_000;

export function useReturn(id: string) {
  return useAdminQuery(`return:${id}`, (signal) => getReturn(id, signal), {
    keepFresh: { everyMs: RETURN_REFRESH_MS },
  });
}
