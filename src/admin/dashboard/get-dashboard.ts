import type { AdminDashboard } from '../../../contract/admin-orders';
import { adminApi } from '../../api/client';
import { useAdminQuery } from '../shared/use-admin-query';

/** GET /api/admin/dashboard: orders to act on, counts and 30 days of orders and revenue. */
export function getDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return adminApi.get<AdminDashboard>('admin/dashboard', { signal });
}

export function useDashboard() {
  return useAdminQuery('dashboard', (signal) =>
    getDashboard(signal).catch((error: unknown) => {
      if (!signal.aborted) console.error('Failed to load the dashboard:', error);
      throw error;
    }),
  );
}
