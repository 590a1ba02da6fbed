import type { AdminDashboard } from '../../../contract/admin-orders';
import { adminDashboardApi } from '../../../contract/api/admin-dashboard';
import { callAdmin } from '../../api/call';
import { useAdminQuery } from '../shared/use-admin-query';

/** GET /api/admin/dashboard: orders to act on, counts and 30 days of orders and revenue. */
export function getDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return callAdmin(adminDashboardApi.dashboard, {}, { signal });
}

export function useDashboard() {
  return useAdminQuery('dashboard', (signal) =>
    getDashboard(signal).catch((error: unknown) => {
      if (!signal.aborted) console.error('Failed to load the dashboard:', error);
      throw error;
    }),
  );
}
