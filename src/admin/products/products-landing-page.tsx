import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { adminPaths } from '../../../contract/admin-paths';
import { AdminPageMeta } from '../shared/admin-page-meta';

/** /admin/products: the two product tasks as large buttons. */
export function ProductsLandingPage() {
  return (
    <Stack gap="md">
      <AdminPageMeta title="Products" />
      <Title order={1} fz={28}>
        Add and manage your products
      </Title>
      <Text c="dimmed">Choose what to do:</Text>
      <Group>
        <Button component={Link} to={adminPaths.viewProducts.to()} size="lg" h={64}>
          View products
        </Button>
        <Button component={Link} to={adminPaths.addProducts.to()} size="lg" h={64} variant="outline">
          Add products
        </Button>
      </Group>
    </Stack>
  );
}
