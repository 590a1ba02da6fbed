import type { AdminOrderTab } from '../../contract/admin-orders';

/**
 * Admin routes that src/app/paths.ts does not hold (it belongs to the app shell): the packing
 * desk, and the orders list with its tab and page in the search params.
 */
export const adminPaths = {
  packing: { pattern: 'packing', to: () => '/admin/packing' },
  ordersList: {
    to: (tab: AdminOrderTab, page: number) => `/admin/orders?${new URLSearchParams({ tab, page: String(page) })}`,
  },
} as const;
