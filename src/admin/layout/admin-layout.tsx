import { AppShell, Burger, Group, NavLink, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { Outlet, NavLink as RouterNavLink, useNavigate } from 'react-router';
import { SHOP_NAME } from '../../../contract/constants';
import { paths } from '../../app/paths';
import { FullPageLoader } from '../../ui/full-page-loader';
import { adminLogout } from '../auth/admin-logout';

const LINKS = [
  { label: 'Dashboard', to: paths.admin.dashboard.to() },
  { label: 'Orders', to: paths.admin.orders.to() },
  { label: 'Returns', to: paths.admin.returns.to() },
  { label: 'Products', to: paths.admin.products.to() },
  { label: 'Customers', to: paths.admin.customers.to() },
];

/** The admin sidebar (dashboard, orders, returns, products, customers, Logout) around each page. */
export function AdminLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const navigate = useNavigate();
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 230, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm">
          <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
          <Text fw={700} ff="Georgia, serif" fz={20}>
            {SHOP_NAME} Admin
          </Text>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Admin">
        {LINKS.map((link) => (
          <NavLink key={link.to} component={RouterNavLink} to={link.to} label={link.label} onClick={close} mih={44} />
        ))}
        <UnstyledButton
          mt="auto"
          mih={44}
          px="sm"
          fw={600}
          onClick={async () => {
            await adminLogout();
            navigate(paths.admin.login.to());
          }}
        >
          Logout
        </UnstyledButton>
      </AppShell.Navbar>
      <AppShell.Main>
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
