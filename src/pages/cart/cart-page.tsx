import { Button, Container, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import equal from 'fast-deep-equal/es6';
import { memo, useEffect } from 'react';
import { Link } from 'react-router';
import { PROMISES } from '../../../contract/constants';
import { EmptyBagView } from '../../../contract/first-screen-bag';
import { BAG_META } from '../../../contract/page-meta';
import { paths } from '../../../contract/paths';
import type { CartRow } from '../../data/rows';
import { useSessionUser } from '../../domains/account/use-session-user';
import { BagQueueStatus } from '../../domains/bag/bag-queue-status';
import { refreshBag, useBag, useBagFetchStatus } from '../../domains/bag/refresh-bag';
import { useFirstScreenReady } from '../../ui/first-screen';
import { OrderSummary } from '../../ui/order-summary';
import { PageMeta } from '../../ui/page-meta';
import { CartLineItem } from './cart-line-item';

/** Takes nothing: drawn once while the bag is read, not again at each change of its refresh. */
const CartSkeleton = memo(function CartSkeleton() {
  return (
    <Stack gap="md" data-testid="cart-skeleton" aria-hidden>
      {[0, 1].map((index) => (
        <Skeleton key={index} h={130} radius="md" />
      ))}
    </Stack>
  );
});

/** /cart, title 'Shopping bag': the mirrored bag, changed locally and synced through the outbox. */
export function CartPage() {
  const user = useSessionUser();
  const bag = useBag();
  const status = useBagFetchStatus();
  const userId = user?._id;

  useEffect(() => {
    if (userId) void refreshBag();
  }, [userId]);

  // Ready once the device has answered who the shopper is and what it holds of the bag; a bag
  // still coming from the server shows its skeleton, not the server's bare title.
  useFirstScreenReady(bag !== undefined && user !== undefined);
  const loading = bag === undefined || user === undefined || (Boolean(user) && !bag.loaded && status.phase !== 'error');
  return (
    <Container size="lg" py="lg">
      <PageMeta {...BAG_META} />
      <Title order={1} mb="lg">
        {BAG_META.title}
      </Title>
      {loading ? (
        <CartSkeleton />
      ) : bag.lines.length === 0 ? (
        <EmptyBagView />
      ) : (
        <BagContents lines={bag.lines} total={bag.total} />
      )}
    </Container>
  );
}

/**
 * The bag's lines and its summary, drawn again only when they read differently: the bag page
 * renders again as the session, the device's bag, the refresh's phase and the shop's answer
 * come, and the bag read again is a new list with the same lines (docs/decisions/333).
 */
const BagContents = memo(
  function BagContents({ lines, total }: { lines: CartRow[]; total: number }) {
    return (
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <BagQueueStatus />
            {lines.map((line) => (
              <CartLineItem key={line.productId} line={line} />
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <OrderSummary value={total}>
            <Text size="sm" c="dimmed">
              {PROMISES.cart.delivery}
            </Text>
            <Button component={Link} to={paths.checkout.to()} fullWidth>
              Continue to checkout
            </Button>
            <Text size="sm">Have an offer code? Enter it at checkout.</Text>
          </OrderSummary>
        </Grid.Col>
      </Grid>
    );
  },
  (before, after) => before.total === after.total && equal(before.lines, after.lines),
);
