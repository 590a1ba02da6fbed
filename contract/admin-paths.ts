import { ADMIN_ROOT_PATTERN } from './admin-mount';
import type { AdminOrderTab } from './admin-orders';

/**
 * Every back-office route, written once (spec 002's route table). `root` is mounted by the app
 * router; the other patterns are relative to it. Everything in src/ may import this file (contract/ is the bottom layer).
 */
export const adminPaths = {
  root: { pattern: ADMIN_ROOT_PATTERN },
  login: { pattern: 'login', to: () => '/admin/login' },
  dashboard: { pattern: 'dashboard', to: () => '/admin/dashboard' },
  orders: { pattern: 'orders', to: () => '/admin/orders' },
  order: { pattern: 'order/:id', to: (id: string) => `/admin/order/${encodeURIComponent(id)}` },
  returns: { pattern: 'returns', to: () => '/admin/returns' },
  returnDetail: { pattern: 'return/:id', to: (id: string) => `/admin/return/${encodeURIComponent(id)}` },
  products: { pattern: 'products', to: () => '/admin/products' },
  viewProducts: { pattern: 'view-products', to: () => '/admin/view-products' },
  addProducts: { pattern: 'add-products', to: () => '/admin/add-products' },
  customers: { pattern: 'customers', to: () => '/admin/customers' },
  packing: { pattern: 'packing', to: () => '/admin/packing' },
  ordersList: {
    to: (tab: AdminOrderTab, page: number) => `/admin/orders?${new URLSearchParams({ tab, page: String(page) })}`,
  },
} as const;
