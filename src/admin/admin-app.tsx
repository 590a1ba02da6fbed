import { Anchor, Stack } from '@mantine/core';
import { Link, Navigate, Route, Routes, useParams } from 'react-router';
import { paths } from '../app/paths';
import { AdminGuard } from './auth/admin-guard';
import { AdminLoginPage } from './auth/admin-login-page';
import { AdminLayout } from './layout/admin-layout';
import { AdminPlaceholderPage } from './pages/admin-placeholder-page';

/**
 * The back office, loaded on demand (React.lazy) so storefront bundles hold no admin code.
 * Every page but the login sits behind the admin guard. Admin data is network-only: nothing
 * here touches Dexie.
 */
export default function AdminApp() {
  const { admin } = paths;
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
        <Route path={admin.dashboard.pattern} element={<AdminPlaceholderPage title="Dashboard" />} />
        <Route path={admin.orders.pattern} element={<AdminPlaceholderPage title="Orders" />} />
        <Route path={admin.order.pattern} element={<DetailPlaceholder title="Order" />} />
        <Route path={admin.returns.pattern} element={<AdminPlaceholderPage title="Returns" />} />
        <Route path={admin.returnDetail.pattern} element={<DetailPlaceholder title="Return" />} />
        <Route path={admin.products.pattern} element={<ProductsLanding />} />
        <Route path={admin.viewProducts.pattern} element={<AdminPlaceholderPage title="View products" />} />
        <Route path={admin.addProducts.pattern} element={<AdminPlaceholderPage title="Add products" />} />
        <Route path={admin.customers.pattern} element={<AdminPlaceholderPage title="Customers" />} />
        <Route
          path="*"
          element={<AdminPlaceholderPage title="Page Not Found" note="This admin page doesn't exist." />}
        />
      </Route>
    </Routes>
  );
}

function DetailPlaceholder({ title }: { title: string }) {
  const { id = '' } = useParams();
  return <AdminPlaceholderPage title={`${title} #${id.slice(-6)}`} />;
}

function ProductsLanding() {
  return (
    <Stack gap="sm">
      <AdminPlaceholderPage title="Add and manage your products" note="Choose what to do:" />
      <Anchor component={Link} to={paths.admin.viewProducts.to()}>
        View products
      </Anchor>
      <Anchor component={Link} to={paths.admin.addProducts.to()}>
        Add products
      </Anchor>
    </Stack>
  );
}
