import { Anchor, Badge, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, Navigate } from 'react-router';
import { formatRupees } from '../../../contract/money';
import { orderNumber } from '../../../contract/order-number';
import { paths } from '../../../contract/paths';
import { orderStatusLabel } from '../../../contract/statuses';
import { useSessionUser } from '../../domains/account/use-session-user';
import { refreshOrders, useOrders, useOrdersFetchStatus } from '../../domains/orders/orders-mirror';
import { PageMeta } from '../../ui/page-meta';

export const orderDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** /orders: newest first from the mirror, refreshed from the API on open. */
export function OrdersPage() {
  const user = useSessionUser();
  const orders = useOrders();
  const status = useOrdersFetchStatus();
  const userId = user?._id;
  useEffect(() => {
    if (userId) void refreshOrders();
  }, [userId]);

  if (user === null) return <Navigate to={paths.login.to()} replace />;
  const mine = orders?.filter((order) => order.userId === userId);
  const loading = mine === undefined || (mine.length === 0 && status.phase === 'loading');
  return (
    <Container size="md" py="xl">
      <PageMeta title="My orders" />
      <Title order={1} mb="lg">
        My orders
      </Title>
      {loading ? (
        <Stack data-testid="orders-skeleton" aria-hidden>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} h={96} radius="md" />
          ))}
        </Stack>
      ) : mine.length === 0 ? (
        <Stack align="center" ta="center" py={48}>
          <Title order={2}>We're Sorry</Title>
          <Text c="dimmed">You have not placed any orders yet.</Text>
          <Button component={Link} to={paths.home.to()}>
            Continue Shopping
          </Button>
        </Stack>
      ) : (
        <Stack gap="md">
          {mine.map((order) => (
            <Paper key={order._id} withBorder p="md" radius="md" data-testid="order-card">
              <Group justify="space-between" align="flex-start">
                <Stack gap={4}>
                  <Anchor component={Link} to={paths.order.to(order._id)} fw={700}>
                    Order #{orderNumber(order._id)}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {orderDate(order.createdAt)} · {order.cart.length} {order.cart.length === 1 ? 'item' : 'items'}
                  </Text>
                  <Text fw={600}>{formatRupees(order.totalAmount)}</Text>
                </Stack>
                <Badge variant="light">{orderStatusLabel(order.status)}</Badge>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Container>
  );
}
