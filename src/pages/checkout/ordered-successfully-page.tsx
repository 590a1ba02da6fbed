import { Anchor, Button, Container, Group, Paper, Stack, Text, Title, Transition } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PROMISES } from '../../../contract/constants';
import { orderNumber } from '../../../contract/order-number';
import { paths } from '../../../contract/paths';
import type { OrderedState } from '../../domains/checkout/checkout-steps';
import { deliveryWindow } from '../../domains/checkout/delivery-window';
import { useOrder } from '../../domains/orders/orders-mirror';
import { PageMeta } from '../../ui/page-meta';
import { OrderNewsOffer } from './order-news-offer';

const ENTRY_DELAY_MS = 300;

function orderedId(state: unknown): string | null {
  const id = (state as Partial<OrderedState> | null)?.orderId;
  return typeof id === 'string' && id ? id : null;
}

/** The order's number and expected delivery dates, from the mirrored order when it is there. */
function OrderFacts({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);
  return (
    <Paper withBorder radius="md" p="md" w="100%" maw={420} data-testid="order-facts">
      <Stack gap={6}>
        <Text>
          Order number{' '}
          <Anchor component={Link} to={paths.order.to(orderId)} fw={700} data-testid="order-number">
            #{orderNumber(orderId)}
          </Anchor>
        </Text>
        <Text>
          Expected delivery:{' '}
          <Text span fw={700} data-testid="delivery-window">
            {order ? deliveryWindow(order.createdAt) : PROMISES.checkout.delivery}
          </Text>
        </Text>
        <Text size="sm" c="dimmed">
          {PROMISES.checkout.delivery} · {PROMISES.home.shipping}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * /ordered_successfully: the thank-you screen; its entry animation starts after 300 ms. Reached
 * from checkout it also shows the order number (last 8 characters, as on the orders list) and
 * the expected delivery dates (docs/decisions/157-order-success-and-tracking.md).
 */
export function OrderedSuccessfullyPage() {
  const orderId = orderedId(useLocation().state);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), ENTRY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <Container size="sm" py={64}>
      <PageMeta title="Order Successful" />
      <Transition mounted={shown} transition="pop" duration={400} keepMounted>
        {(style) => (
          <Stack align="center" ta="center" gap="md" style={style}>
            <Title order={1}>Order Successful!</Title>
            <Text>Thank you for shopping with us. Your handmade jute goods are on their way to being packed.</Text>
            {orderId ? <OrderFacts orderId={orderId} /> : null}
            {orderId ? <OrderNewsOffer /> : null}
            <Text c="dimmed">A confirmation email has been sent to your registered email address.</Text>
            <Group justify="center">
              <Button component={Link} to={paths.orders.to()}>
                View Order
              </Button>
              <Button component={Link} to={paths.home.to()} variant="outline">
                Continue Shopping
              </Button>
            </Group>
          </Stack>
        )}
      </Transition>
    </Container>
  );
}
