import {
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Container,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { addressLine } from '../../../contract/address';
import { formatRupees } from '../../../contract/money';
import { shopperPaymentLabel } from '../../../contract/order-lifecycle/labels';
import { orderNumber } from '../../../contract/order-number';
import { paths } from '../../../contract/paths';
import { COD_LABEL, orderStatusLabel } from '../../../contract/statuses';
import type { OrderRow } from '../../data/rows';
import { useSessionUser } from '../../domains/account/use-session-user';
import { cancelOrder } from '../../domains/orders/cancel-order';
import { downloadInvoice } from '../../domains/orders/download-invoice';
import { orderActions } from '../../domains/orders/order-actions';
import { refreshOrder, useOrder, useOrderFetchStatus } from '../../domains/orders/orders-mirror';
import { cancelReturn } from '../../domains/returns/cancel-return';
import { FLAGGED_RETURN_WORDS, lineReturnWords } from '../../domains/returns/line-return-words';
import { trackingUrl } from '../../lib/site-links';
import { BreadcrumbLink } from '../../ui/breadcrumb-link';
import { OrderSummary, orderSummaryAmounts } from '../../ui/order-summary';
import { PageMeta } from '../../ui/page-meta';
import { ProductPicture } from '../../ui/product-picture';
import { SlowAnswerNotice, SlowChangeNote } from '../../ui/slow-answer-notice';
import { TitledCard } from '../../ui/titled-card';
import { OrderTimeline } from './order-timeline';
import { orderDate } from './orders-page';

/** /order/{id}: read from the mirror (so it opens offline once seen), refreshed on open. */
export function OrderPage() {
  const { id = '' } = useParams();
  const user = useSessionUser();
  const order = useOrder(id);
  const status = useOrderFetchStatus(id);
  const userId = user?._id;
  useEffect(() => {
    if (userId) void refreshOrder(id);
  }, [id, userId]);

  if (user === null) return <Navigate to={paths.login.to()} replace />;
  return (
    <Container size="lg" py="xl">
      <PageMeta title="Order details" />
      <Breadcrumbs mb="md">
        <BreadcrumbLink to={paths.profile.to()}>Profile</BreadcrumbLink>
        <BreadcrumbLink to={paths.orders.to()}>Orders</BreadcrumbLink>
        <Text>#{orderNumber(id)}</Text>
      </Breadcrumbs>
      {order ? (
        <OrderDetail order={order} />
      ) : order === undefined || status.phase === 'loading' ? (
        <>
          <SlowAnswerNotice waiting={status.phase === 'loading'} onRetry={() => void refreshOrder(id)} />
          <Skeleton h={240} radius="md" data-testid="order-skeleton" />
        </>
      ) : (
        <Text>Order not found.</Text>
      )}
    </Container>
  );
}

function OrderDetail({ order }: { order: OrderRow }) {
  const actions = orderActions(order);
  const [cancelling, setCancelling] = useState(false);
  const address = order.address[0];
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Stack gap={2}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            Order #{orderNumber(order._id)}
          </Title>
          <Text c="dimmed" size="sm">
            Placed on {orderDate(order.createdAt)}
          </Text>
        </Stack>
        <Badge size="lg" variant="light" data-testid="order-status">
          {orderStatusLabel(order.status)}
        </Badge>
      </Group>
      <Group gap="sm">
        {actions.cancel ? (
          <Button
            color="red"
            variant="outline"
            loading={cancelling}
            onClick={async () => {
              setCancelling(true);
              await cancelOrder(order._id);
              setCancelling(false);
            }}
          >
            Cancel Order
          </Button>
        ) : null}
        <SlowChangeNote waiting={cancelling} />
        {actions.track ? (
          <Button
            variant="outline"
            component="a"
            href={trackingUrl(order.tracking)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Track Package
          </Button>
        ) : null}
        {actions.invoice && order.invoice ? (
          <Button variant="outline" onClick={() => downloadInvoice(order.invoice, orderNumber(order._id))}>
            Invoice
          </Button>
        ) : null}
        {actions.returnLink ? (
          <Button variant="outline" component={Link} to={paths.returnRequest.to(order._id)}>
            Return
          </Button>
        ) : null}
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <TitledCard title="Items" titleGap="xs">
              <Stack gap="sm">
                {order.cart.map((item) => (
                  <Group key={item._id} wrap="nowrap" align="flex-start">
                    <ProductPicture src={item.image} label={item.title} width={64} height={80} />
                    <Stack gap={2}>
                      <Anchor component={Link} to={paths.product.to(item.productId)} fw={600}>
                        {item.title}
                      </Anchor>
                      <Text size="sm">
                        {formatRupees(item.price)} × {item.quantity}
                      </Text>
                      <LineReturns item={item} orderId={order._id} />
                    </Stack>
                  </Group>
                ))}
              </Stack>
            </TitledCard>
            <TitledCard title="Shipping address" titleGap="xs">
              {address ? (
                <Text size="sm">
                  {addressLine(address, { name: true, country: true })}
                  {address.phone ? ` · ${address.phone}` : ''}
                </Text>
              ) : (
                <Text size="sm" c="dimmed">
                  No address recorded.
                </Text>
              )}
            </TitledCard>
            <TitledCard title="Payment method" titleGap="xs">
              <Text size="sm">
                {order.paymentMethod[0] === 'COD' ? `${COD_LABEL} (COD)` : (order.paymentMethod[0] ?? 'Online')}
              </Text>
              {order.paymentStatus ? (
                <Text size="sm" c="dimmed" data-testid="payment-state">
                  {shopperPaymentLabel(order.paymentStatus, order.status)}
                  {order.refundedAmount > 0
                    ? ` · ${formatRupees(order.refundedAmount)} of ${formatRupees(order.totalAmount)} refunded`
                    : ''}
                </Text>
              ) : null}
            </TitledCard>
            <OrderTimeline order={order} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <OrderSummary {...orderSummaryAmounts(order)} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/**
 * The line's returns as the shopper follows them (docs/decisions/186, 187): how many units, and
 * where each return is; a return still Requested can be withdrawn. Older mirrored orders have
 * only the returned flag, set as soon as a return is requested.
 */
function LineReturns({ item, orderId }: { item: OrderRow['cart'][number]; orderId: string }) {
  const returns = item.returns ?? [];
  if (returns.length === 0) {
    return item.returned && item.returnId ? (
      <>
        <Text size="sm">{FLAGGED_RETURN_WORDS}</Text>
        <CancelReturnButton returnId={item.returnId} orderId={orderId} />
      </>
    ) : null;
  }
  return (
    <Stack gap={4} data-testid="line-returns">
      {returns.map((entry) => {
        const words = lineReturnWords(entry.status, entry.quantity, item.quantity);
        return (
          <Group key={entry._id} gap="xs">
            <Badge variant="light" color={entry.status === 'Rejected' ? 'red' : 'teal'} size="sm">
              {words.status}
            </Badge>
            <Text size="sm" c="dimmed">
              {words.units}
            </Text>
            {entry.status === 'Requested' ? <CancelReturnButton returnId={entry._id} orderId={orderId} /> : null}
          </Group>
        );
      })}
    </Stack>
  );
}

/** 'Cancel Return' asks first, as 'Cancel Order' does (cancel-return.ts). */
function CancelReturnButton({ returnId, orderId }: { returnId: string; orderId: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button
        size="xs"
        color="red"
        variant="outline"
        w="fit-content"
        loading={busy}
        onClick={async () => {
          setBusy(true);
          await cancelReturn(returnId, orderId);
          setBusy(false);
        }}
      >
        Cancel Return
      </Button>
      <SlowChangeNote waiting={busy} />
    </>
  );
}
