import { adminDashboardSchema } from '../admin-orders';
import { defineRoute, json } from './route';

/** The dashboard (our addition, docs/decisions/095). */
export const adminDashboardApi = {
  dashboard: defineRoute({
    method: 'get',
    path: '/api/admin/dashboard',
    access: 'admin',
    summary: 'Orders to fulfil, unpaid COD, counts and the daily chart',
    answer: json(adminDashboardSchema),
  }),
} as const;
