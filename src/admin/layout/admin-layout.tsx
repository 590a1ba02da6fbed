import { AppShell, Burger, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { Outlet, NavLink as RouterNavLink, useNavigate } from 'react-router';
import { adminPaths } from '../../../contract/admin-paths';
import { SHOP_NAME } from '../../../contract/constants';
import { useOnline } from '../../lib/use-online';
import { FullPageLoader } from '../../ui/full-page-loader';
import { adminLogout } from '../auth/admin-logout';
import { BANNER_HEIGHT, ConnectionBanner } from '../shared/connection-banner';
import { AdminPageBoundary } from './admin-page-boundary';

const LINKS = [
  { label: 'Dashboard', to: adminPaths.dashboard.to() },
  { label: 'Orders', to: adminPaths.orders.to() },
  { label: 'Packing', to: adminPaths.packing.to() },
  { label: 'Returns', to: adminPaths.returns.to() },
  { label: 'Products', to: adminPaths.products.to() },
  { label: 'Customers', to: adminPaths.customers.to() },
];

/**
 * The admin sidebar around each page (docs/decisions/103): beside the page from 992 px up
 * (tablet landscape), a drawer behind the menu button below that (tablet portrait), so a
 * 768 px screen gives the tables its full width. Every target is at least 44 px tall.
 * Offline, the header grows by the connection banner's line and the page stays (decision 180).
 */
export function AdminLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const online = useOnline();
  return (
    <AppShell
      header={{ height: online ? 56 : 56 + BANNER_HEIGHT }}
      navbar={{ width: 210, breakpoint: 'md', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header className="admin-no-print">
        <Group h={56} px="sm" gap="xs">
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="md"
            w={44}
            h={44}
            aria-label={opened ? 'Close menu' : 'Open menu'}
          />
          <Text fw={700} ff="Georgia, serif" fz={20}>
            {SHOP_NAME} Admin
          </Text>
        </Group>
        <ConnectionBanner />
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Admin" className="admin-no-print">
        {LINKS.map((link) => (
          <NavLink
            key={link.to}
            component={RouterNavLink}
            to={link.to}
            label={link.label}
            onClick={close}
            mih={48}
            fz="md"
          />
        ))}
        <NavLink
          component="button"
          mt="auto"
          mih={48}
          label="Logout"
          fw={600}
          onClick={async () => {
            close();
            await adminLogout();
            navigate(adminPaths.login.to());
          }}
        />
      </AppShell.Navbar>
      <AppShell.Main>
        <AdminPageBoundary>
          <Suspense fallback={<FullPageLoader />}>
            <Outlet />
          </Suspense>
        </AdminPageBoundary>
      </AppShell.Main>
    </AppShell>
  );
}
