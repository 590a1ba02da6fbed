import { Anchor, Grid, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { adminPaths } from '../../../contract/admin-paths';
import { formatRupees } from '../../../contract/money';
import type { Order } from '../../../contract/order';
import { orderNumber } from '../../../contract/order-number';
import { orderStatusLabel } from '../../../contract/statuses';
import { TitledCard } from '../../ui/titled-card';
import { AdminPageMeta } from '../shared/admin-page-meta';
import { formatDate } from '../shared/format-date';
import { LoadFailure } from '../shared/load-failure';
import { DailyChart } from './daily-chart';
import { useDashboard } from './get-dashboard';

/** /admin/dashboard: 5 orders to fulfil, 5 unpaid COD orders, counts, 30 days of orders. */
export function DashboardPage() {
  const { data, error, loading, refetch } = useDashboard();
  return (
    <Stack gap="md">
      <AdminPageMeta title="Dashboard" />
      <Title order={1} fz={28}>
        Dashboard
      </Title>
      {error ? (
        <LoadFailure what="dashboard" error={error} onRetry={refetch} loading={loading} stale={data !== undefined} />
      ) : null}
      {/* Stretched: the cash card's note makes it taller, and the row's cards keep one height. */}
      <Group grow align="stretch">
        <Count label="Customers" value={data?.customerCount} loading={loading} />
        <Count label="Open returns" value={data?.openReturns} loading={loading} />
        <Count
          label="Cash to remit"
          value={data?.cashToRemit.orders}
          loading={loading}
          note={data ? `${formatRupees(data.cashToRemit.amount)} with the couriers` : undefined}
        />
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <OrderList title="Orders to fulfil" orders={data?.toFulfil} loading={loading} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <OrderList title="Unpaid COD orders" orders={data?.unpaidCod} loading={loading} />
        </Grid.Col>
      </Grid>
      <TitledCard title="Last 30 days">
        {data ? <DailyChart daily={data.daily} /> : <Text c="dimmed">{loading ? 'Loading…' : '—'}</Text>}
      </TitledCard>
    </Stack>
  );
}

function Count({
  label,
  value,
  loading,
  note,
}: {
  label: string;
  value: number | undefined;
  loading: boolean;
  note?: string;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text c="dimmed" fz="sm">
        {label}
      </Text>
      <Text fz={32} fw={700} data-testid={`count-${label}`}>
        {value ?? (loading ? '…' : '—')}
      </Text>
      {note ? (
        <Text c="dimmed" fz="sm">
          {note}
        </Text>
      ) : null}
    </Paper>
  );
}

function OrderList({ title, orders, loading }: { title: string; orders: Order[] | undefined; loading: boolean }) {
  return (
    <Paper withBorder p="md" radius="md" h="100%">
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {orders && orders.length === 0 ? <Text c="dimmed">Nothing waiting.</Text> : null}
      {!orders ? <Text c="dimmed">{loading ? 'Loading…' : '—'}</Text> : null}
      {orders && orders.length > 0 ? (
        <Table verticalSpacing="xs">
          <Table.Tbody>
            {orders.map((order) => (
              <Table.Tr key={order._id}>
                <Table.Td>
                  <Anchor component={Link} to={adminPaths.order.to(order._id)} fw={600} display="inline-block" py={10}>
                    #{orderNumber(order._id)}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text fz="sm">{order.address[0]?.fullName ?? ''}</Text>
                  <Text fz="xs" c="dimmed">
                    {formatDate(order.createdAt)} · {orderStatusLabel(order.status)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatRupees(order.totalAmount)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Paper>
  );
}
