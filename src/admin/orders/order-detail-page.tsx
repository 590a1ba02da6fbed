import {
  Alert,
  Anchor,
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { adminPaths } from '../../../contract/admin-paths';
import { messages } from '../../../contract/messages';
import type { Order } from '../../../contract/order';
import { orderNumber } from '../../../contract/order-number';
import { orderStatusLabel } from '../../../contract/statuses';
import { ApiError } from '../../api/api-error';
import { useOnline } from '../../lib/use-online';
import { AdminPageMeta } from '../shared/admin-page-meta';
import { formatDateTime } from '../shared/format-date';
import { LoadFailure } from '../shared/load-failure';
import { useChangeNotice } from '../shared/use-change-notice';
import { CodRemittanceForm } from './cod-remittance-form';
import { downloadOrderInvoice } from './download-order-invoice';
import { getOrder, useOrder } from './get-order';
import { OrderAddressCard, OrderItemsCard, OrderSummaryCard } from './order-cards';
import { orderChange } from './order-change';
import { detailStatusColor } from './order-status-badge';
import { OrderStatusChanger, type SendGuard } from './order-status-changer';
import { OrderTimelineCard } from './order-timeline-card';
import { OrderTrackingForm } from './order-tracking-form';
import { ShiprocketDialog } from './shiprocket-dialog';

const describeChange = (before: Order, after: Order) => orderChange(before, after)?.notice ?? null;

/**
 * /admin/order/{id}: every element of spec 001 "Admin order detail". The order is re-read while
 * the page is open, and a change made elsewhere is shown with a notice; the status dialog
 * re-reads it again before it sends (docs/decisions/181).
 */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  const { data: order, error, loading, refetch } = useOrder(id);
  const [shipRocketOpen, shipRocket] = useDisclosure(false);
  const [printing, setPrinting] = useState(false);
  const changes = useChangeNotice(order ?? undefined, describeChange);
  const [refusal, setRefusal] = useState<string | null>(null);
  const online = useOnline();
  const back = (
    <Anchor component={Link} to={adminPaths.orders.to()} fw={600} display="inline-block" py={10}>
      ← Back to orders
    </Anchor>
  );

  if (loading && !order) return <Text py="xl">Loading order details...</Text>;
  if (!order && error && !(error instanceof ApiError && error.isNotFound)) {
    return (
      <Stack>
        {back}
        <LoadFailure what="order" error={error} onRetry={refetch} loading={loading} />
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

  // This page's own change is not news; it also makes an earlier notice out of date.
  const saved = () => {
    changes.expectOwnChange();
    setRefusal(null);
    refetch();
  };
  const guard: SendGuard = {
    beforeSend: async () => {
      const fresh = await getOrder(order._id);
      if (fresh && !orderChange(order, fresh)?.stateChanged) return true;
      refetch();
      return false;
    },
    onRefused: (message) => {
      setRefusal(message);
      refetch();
    },
  };

  const number = orderNumber(order._id);
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
          <Button variant="default" h={44} onClick={print} loading={printing} disabled={!online}>
            Print
          </Button>
          <NotYet label="Refund" />
          <NotYet label="Edit" />
          <Button h={44} onClick={shipRocket.open} disabled={!online}>
            ShipRocket
          </Button>
        </Group>
      </Group>
      {changes.notice || refusal ? (
        <Alert
          color="orange"
          variant="light"
          role="status"
          withCloseButton
          closeButtonLabel="Close the notice"
          onClose={() => {
            changes.dismiss();
            setRefusal(null);
          }}
          title={refusal ? `Not changed: ${refusal}` : undefined}
          data-testid="order-changed-notice"
        >
          {changes.notice ?? 'The order has been re-read: check its state before trying again.'}
        </Alert>
      ) : null}
      {error ? <LoadFailure what="order" error={error} onRetry={refetch} loading={loading} stale /> : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="md" radius="md">
          <OrderStatusChanger
            key={`${order.status}-${order.paymentStatus}`}
            order={order}
            onSaved={saved}
            guard={guard}
          />
        </Paper>
        <Paper withBorder p="md" radius="md">
          <OrderTrackingForm key={`${order.tracking}-${order.status}`} order={order} onSaved={saved} />
        </Paper>
      </SimpleGrid>
      {order.paymentStatus === 'cod_to_remit' ? <CodRemittanceForm order={order} onSaved={saved} /> : null}
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
      <ShiprocketDialog order={order} opened={shipRocketOpen} onClose={shipRocket.close} onChanged={saved} />
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
