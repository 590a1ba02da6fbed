import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { adminPaths } from '../../contract/admin-paths';
import { AdminGuard } from './auth/admin-guard';
import { AdminLoginPage } from './auth/admin-login-page';
import { AdminLayout } from './layout/admin-layout';
import { AdminPlaceholderPage } from './pages/admin-placeholder-page';

/** One lazily loaded page: the layout's Suspense shows the spinner while its chunk arrives. */
function page<Module>(load: () => Promise<Module>, pick: (module: Module) => React.ComponentType) {
  return lazy(async () => ({ default: pick(await load()) }));
}

const DashboardPage = page(
  () => import('./dashboard/dashboard-page'),
  (m) => m.DashboardPage,
);
const OrdersPage = page(
  () => import('./orders/orders-page'),
  (m) => m.OrdersPage,
);
const OrderDetailPage = page(
  () => import('./orders/order-detail-page'),
  (m) => m.OrderDetailPage,
);
const CustomersPage = page(
  () => import('./customers/customers-page'),
  (m) => m.CustomersPage,
);
const ProductsLandingPage = page(
  () => import('./products/products-landing-page'),
  (m) => m.ProductsLandingPage,
);
const ViewProductsPage = page(
  () => import('./products/view-products-page'),
  (m) => m.ViewProductsPage,
);
const AddProductPage = page(
  () => import('./products/add-product-page'),
  (m) => m.AddProductPage,
);
const ReturnsPage = page(
  () => import('./returns/returns-page'),
  (m) => m.ReturnsPage,
);
const ReturnDetailPage = page(
  () => import('./returns/return-detail-page'),
  (m) => m.ReturnDetailPage,
);
const PackingPage = page(
  () => import('./packing/packing-page'),
  (m) => m.PackingPage,
);

/**
 * The back office, loaded on demand (React.lazy) so storefront bundles hold no admin code.
 * Every page but the login sits behind the admin guard. Admin data is network-only: nothing
 * here touches Dexie.
 */
export default function AdminApp() {
  const admin = adminPaths;
  return (
    <Routes>
      <Route path={admin.login.pattern} element={<AdminLoginPage />} />
      <Route
        element={
          <AdminGuard>
            <AdminLayout />
          </AdminGuard>
        }
      >
        <Route index element={<Navigate to={admin.dashboard.to()} replace />} />
        <Route path={admin.dashboard.pattern} element={<DashboardPage />} />
        <Route path={admin.orders.pattern} element={<OrdersPage />} />
        <Route path={admin.order.pattern} element={<OrderDetailPage />} />
        <Route path={admin.returns.pattern} element={<ReturnsPage />} />
        <Route path={admin.returnDetail.pattern} element={<ReturnDetailPage />} />
        <Route path={admin.products.pattern} element={<ProductsLandingPage />} />
        <Route path={admin.viewProducts.pattern} element={<ViewProductsPage />} />
        <Route path={admin.addProducts.pattern} element={<AddProductPage />} />
        <Route path={admin.customers.pattern} element={<CustomersPage />} />
        <Route path={adminPaths.packing.pattern} element={<PackingPage />} />
        <Route
          path="*"
          element={<AdminPlaceholderPage title="Page Not Found" note="This admin page doesn't exist." />}
        />
      </Route>
    </Routes>
  );
}
