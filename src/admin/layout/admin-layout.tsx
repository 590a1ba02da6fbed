import { AppShell, Burger, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { Outlet, NavLink as RouterNavLink, useNavigate } from 'react-router';
import { adminPaths } from '../../../contract/admin-paths';
import { SHOP_NAME } from '../../../contract/constants';
import { FullPageLoader } from '../../ui/full-page-loader';
import { adminLogout } from '../auth/admin-logout';

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
 */
export function AdminLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const navigate = useNavigate();
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 210, breakpoint: 'md', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header className="admin-no-print">
        <Group h="100%" px="sm" gap="xs">
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
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
