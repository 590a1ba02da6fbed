import { adminAuthApi } from './admin-auth';
import { adminCustomersApi } from './admin-customers';
import { adminDashboardApi } from './admin-dashboard';
import { adminOrdersApi } from './admin-orders';
import { adminPackingApi } from './admin-packing';
import { adminProductsApi } from './admin-products';
import { adminReturnsApi } from './admin-returns';
import { authApi } from './auth';
import { cartApi } from './cart';
import { catalogueApi } from './catalogue';
import { docsApi } from './docs';
import { offersApi } from './offers';
import { ordersApi } from './orders';
import { paymentApi } from './payment';
import { pushRoutesApi } from './push';
import { returnsApi } from './returns';
import type { RouteDeclaration } from './route';
import { shopApi } from './shop';
import { userApi } from './user';

/**
 * Every route of the API, by domain: what the OpenAPI document lists, what the server checks
 * its answers against, and what the test holds the router to (server/http/openapi.test.ts).
 */
export const API_DOMAINS = {
  auth: authApi,
  catalogue: catalogueApi,
  cart: cartApi,
  orders: ordersApi,
  returns: returnsApi,
  payment: paymentApi,
  offers: offersApi,
  user: userApi,
  push: pushRoutesApi,
  shop: shopApi,
  adminAuth: adminAuthApi,
  adminOrders: adminOrdersApi,
  adminPacking: adminPackingApi,
  adminCustomers: adminCustomersApi,
  adminProducts: adminProductsApi,
  adminReturns: adminReturnsApi,
  adminDashboard: adminDashboardApi,
  docs: docsApi,
} as const satisfies Record<string, Record<string, RouteDeclaration>>;

export type ApiDomain = keyof typeof API_DOMAINS;

/** Each declaration with its domain and name ('adminOrders', 'getOrder'), in declaration order. */
export const API_ROUTES: { domain: string; name: string; route: RouteDeclaration }[] = Object.entries(
  API_DOMAINS,
).flatMap(([domain, routes]) => Object.entries(routes).map(([name, route]) => ({ domain, name, route })));
