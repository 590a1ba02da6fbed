import { Alert, Anchor, Box, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { adminPaths } from '../../../contract/admin-paths';
import { orderNumber, returnNumber } from '../../../contract/order-number';
import { AdminPageMeta } from '../shared/admin-page-meta';
import { formatDateTime } from '../shared/format-date';
import { LoadFailure } from '../shared/load-failure';
import { useChangeNotice } from '../shared/use-change-notice';
import { useReturn } from './get-return';
import { returnChange } from './return-change';
import {
  CustomerCard,
  OrderSummaryCard,
  ProductCard,
  ReturnDetailsCard,
  ShippingCard,
  TimelineCard,
} from './return-detail-cards';
import { returnBannerColor } from './return-display';
import type { ReturnNotice } from './return-notice';
import { ReturnStatusPanel } from './return-status-panel';

/**
 * /admin/return/{id}: one return with its order and product; two columns from tablet width. The
 * return is re-read while the page is open and a change made elsewhere is shown (decision 181).
 */
export function ReturnDetailPage() {
  const { id = '' } = useParams();
  const { data: item, error, loading, refetch } = useReturn(id);
  // Kept here, not in the panel: the panel is re-created when the re-read return changes.
  const [notice, setNotice] = useState<ReturnNotice | null>(null);
  const changes = useChangeNotice(item, returnChange);
  // This page's own action re-reads the return: that change is not news.
  const changed = () => {
    changes.expectOwnChange();
    refetch();
  };
  const back = (
    <Anchor component={Link} to={adminPaths.returns.to()} mb="sm" display="inline-block">
      ← Back to returns
    </Anchor>
  );
  if (!item) {
    return (
      <Box>
        <AdminPageMeta title={`Return #${returnNumber(id)}`} />
        {back}
        {loading ? (
          <Text c="dimmed">Loading return details...</Text>
        ) : error ? (
          <LoadFailure what="return" error={error} onRetry={refetch} />
        ) : (
          <Stack gap="sm" align="flex-start">
            <Text>Return not found.</Text>
            <Button variant="default" onClick={refetch}>
              Retry
            </Button>
          </Stack>
        )}
      </Box>
    );
  }
  const orderId = item.orderId?._id;
  return (
    <Box>
      <AdminPageMeta title={`Return #${returnNumber(item._id)}`} />
      {back}
      <Group justify="space-between" align="flex-start" mb="md">
        <Stack gap={2}>
          <Title order={1} fz={28}>
            Return #{returnNumber(item._id)}
          </Title>
          <Text c="dimmed">Requested on {formatDateTime(item.requestedAt ?? item.createdAt)}</Text>
        </Stack>
        <Button variant="default" h={44} onClick={() => window.print()}>
          Print
        </Button>
      </Group>
      {changes.notice ? (
        <Alert
          color="orange"
          variant="light"
          role="status"
          mb="md"
          withCloseButton
          closeButtonLabel="Close the notice"
          onClose={changes.dismiss}
          data-testid="return-changed-notice"
        >
          {changes.notice}
        </Alert>
      ) : null}
      {error ? (
        <Box mb="md">
          <LoadFailure what="return" error={error} onRetry={refetch} loading={loading} stale />
        </Box>
      ) : null}
      <Alert color={returnBannerColor(item.status)} variant="light" mb="md" data-testid="return-banner">
        <Text fw={600}>Return {item.status}</Text>
        <Text fz="sm">
          Order{' '}
          {orderId ? (
            <Anchor component={Link} to={adminPaths.order.to(orderId)}>
              #{orderNumber(orderId)}
            </Anchor>
          ) : (
            'N/A'
          )}
        </Text>
      </Alert>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <ReturnDetailsCard item={item} />
            <ShippingCard item={item} />
            <ProductCard item={item} />
            {notice ? (
              <Alert
                color={notice.color}
                variant="light"
                role={notice.color === 'red' ? 'alert' : 'status'}
                withCloseButton
                onClose={() => setNotice(null)}
                data-testid="return-notice"
              >
                {notice.message}
              </Alert>
            ) : null}
            <ReturnStatusPanel
              key={`${item.status}:${item.updatedAt}:${item.refund?.status ?? ''}`}
              item={item}
              onChanged={changed}
              onNotice={setNotice}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <CustomerCard item={item} />
            <TimelineCard item={item} />
            <OrderSummaryCard item={item} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Box>
  );
}
