import { Anchor, Badge, Button, Grid, Group, Paper, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { adminPaths } from '../../../contract/admin-paths';
import { messages } from '../../../contract/messages';
import { adminOrderNumber } from '../../../contract/order-number';
import { orderStatusLabel } from '../../../contract/statuses';
import { ApiError } from '../../api/api-error';
import { AdminPageMeta } from '../shared/admin-page-meta';
import { formatDateTime } from '../shared/format-date';
import { CodRemittanceForm } from './cod-remittance-form';
import { downloadOrderInvoice } from './download-order-invoice';
import { useOrder } from './get-order';
import { OrderAddressCard, OrderItemsCard, OrderSummaryCard } from './order-cards';
import { detailStatusColor } from './order-status-badge';
import { OrderStatusChanger } from './order-status-changer';
import { OrderTimelineCard } from './order-timeline-card';
import { OrderTrackingForm } from './order-tracking-form';
import { ShiprocketDialog } from './shiprocket-dialog';

/** /admin/order/{id}: every element of spec 001 "Admin order detail". */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  const { data: order, error, loading, refetch } = useOrder(id);
  const [shipRocketOpen, shipRocket] = useDisclosure(false);
  const [printing, setPrinting] = useState(false);
  const back = (
    <Anchor component={Link} to={adminPaths.orders.to()} fw={600} display="inline-block" py={10}>
      ← Back to orders
    </Anchor>
  );

  if (loading && !order) return <Text py="xl">Loading order details...</Text>;
  if (error && !(error instanceof ApiError && error.isNotFound)) {
    console.error('Order load failed:', error);
    return (
      <Stack>
        {back}
        <Text c="red" role="alert">
          Error: {error instanceof Error ? error.message : String(error)}
        </Text>
      </Stack>
    );
  }
  if (!order)
    return (
      <Stack>
        {back}
        <Text>No order found with ID: {id}</Text>
      </Stack>
    );

  async function print() {
    if (!order) return;
    setPrinting(true);
    try {
      await downloadOrderInvoice(order);
      window.alert(messages.invoiceDownloaded);
    } catch (failure) {
      console.error(messages.invoiceFailed, failure);
      window.alert(messages.invoiceFailed);
    } finally {
      setPrinting(false);
    }
  }

  const number = adminOrderNumber(order._id);
  return (
    <Stack gap="md">
      <AdminPageMeta title={`Order #${number}`} />
      {back}
      <Group justify="space-between" align="flex-start">
        <div>
          <Group gap="sm">
            <Title order={1} fz={28}>
              #{number}
            </Title>
            <Badge color={detailStatusColor(order.status)} size="lg" data-testid="order-status">
              {orderStatusLabel(order.status)}
            </Badge>
          </Group>
          <Text c="dimmed">{formatDateTime(order.createdAt)} from Online Store</Text>
        </div>
        <Group gap="xs">
          <Button variant="default" h={44} onClick={print} loading={printing}>
            Print
          </Button>
          <NotYet label="Refund" />
          <NotYet label="Edit" />
          <Button h={44} onClick={shipRocket.open}>
            ShipRocket
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="md" radius="md">
          <OrderStatusChanger key={`${order.status}-${order.paymentStatus}`} order={order} onSaved={refetch} />
        </Paper>
        <Paper withBorder p="md" radius="md">
          <OrderTrackingForm key={`${order.tracking}-${order.status}`} order={order} onSaved={refetch} />
        </Paper>
      </SimpleGrid>
      {order.paymentStatus === 'cod_to_remit' ? <CodRemittanceForm order={order} onSaved={refetch} /> : null}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <OrderItemsCard order={order} />
            <OrderSummaryCard order={order} />
            <OrderTimelineCard events={order.timeline ?? []} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <OrderAddressCard order={order} />
        </Grid.Col>
      </Grid>
      <ShiprocketDialog order={order} opened={shipRocketOpen} onClose={shipRocket.close} onChanged={refetch} />
    </Stack>
  );
}

/** Refund and Edit: the spec shows no behaviour, so they are disabled and say so (docs/decisions/102). */
function NotYet({ label }: { label: string }) {
  return (
    <Tooltip label="Not available yet" events={{ hover: true, focus: true, touch: true }}>
      <span>
        <Button variant="default" h={44} disabled aria-label={`${label} (not available yet)`}>
          {label}
        </Button>
      </span>
    </Tooltip>
  );
}
