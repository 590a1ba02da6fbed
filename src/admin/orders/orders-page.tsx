import { Anchor, Badge, Box, Button, Group, Table, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ADMIN_ORDER_TABS, type AdminOrderTab } from '../../../contract/admin-orders';
import { adminPaths } from '../../../contract/admin-paths';
import { ADMIN_PAGE_SIZE } from '../../../contract/constants';
import { formatRupees } from '../../../contract/money';
import { orderNumber } from '../../../contract/order-number';
import { staffSearchHints } from '../../../contract/staff-search';
import { TableHead } from '../../ui/table-head';
import { AdminPageMeta } from '../shared/admin-page-meta';
import { formatDate } from '../shared/format-date';
import { LoadFailure } from '../shared/load-failure';
import { pageCount, pageItems } from '../shared/page-items';
import { Pager } from '../shared/pager';
import { useOrders } from './get-orders';
import { OrderStatusBadge } from './order-status-badge';

function readTab(value: string | null): AdminOrderTab {
  return ADMIN_ORDER_TABS.find((tab) => tab.value === value)?.value ?? 'all';
}
function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * /admin/orders: a search box, tabs with counts, 10 orders a page; tab, page and search live in
 * the URL. The search (order number, name, phone, e-mail or AWB: docs/decisions/203) narrows
 * every tab and starts again at page 1.
 */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const tab = readTab(params.get('tab'));
  const page = readPage(params.get('page'));
  const search = params.get('search')?.trim() ?? '';
  const [typed, setTyped] = useState(search);
  // The box follows the URL when it changes from elsewhere (back/forward, the menu's Orders link),
  // and keeps what is being typed (a trailing space, say) when the URL only caught up with it.
  const [followed, setFollowed] = useState(search);
  if (followed !== search) {
    setFollowed(search);
    if (typed.trim() !== search) setTyped(search);
  }
  const { data, error, loading, refetch } = useOrders(tab, page, search);
  const totalPages = pageCount(data?.total ?? 0, ADMIN_PAGE_SIZE);
  const go = (nextTab: AdminOrderTab, nextPage: number, nextSearch = search) =>
    setParams(
      { tab: nextTab, page: String(nextPage), ...(nextSearch ? { search: nextSearch } : {}) },
      { replace: nextSearch !== search },
    );
  const searchFor = useDebouncedCallback((text: string) => go(tab, 1, text.trim()), 300);

  return (
    <Box>
      <AdminPageMeta title="Orders" />
      <Title order={1} fz={28} mb="md">
        Orders
      </Title>
      <TextInput
        type="search"
        label="Search orders"
        placeholder={staffSearchHints.orders}
        size="md"
        mb="md"
        maw={520}
        value={typed}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          searchFor(event.currentTarget.value);
        }}
      />
      <Tabs value={tab} onChange={(value) => go(readTab(value), 1)} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {ADMIN_ORDER_TABS.map((item) => (
            <Tabs.Tab
              key={item.value}
              value={item.value}
              mih={44}
              rightSection={
                <Badge size="sm" variant="light" color="gray">
                  {data?.counts[item.value] ?? '–'}
                </Badge>
              }
            >
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {error ? (
        <LoadFailure
          what="orders"
          error={error}
          onRetry={refetch}
          loading={loading}
          stale={data !== undefined}
          mt="md"
        />
      ) : null}
      <Table.ScrollContainer minWidth={640} mt="md">
        <Table highlightOnHover verticalSpacing="sm" aria-busy={loading}>
          <TableHead columns={['Order', 'Date', 'Customer', { label: 'Total', right: true }, 'Payment', 'Status']} />
          <Table.Tbody>
            {(data?.orders ?? []).map((order) => {
              const to = adminPaths.order.to(order._id);
              return (
                <Table.Tr
                  key={order._id}
                  onClick={() => navigate(to)}
                  style={{ cursor: 'pointer' }}
                  data-testid="admin-order-row"
                >
                  <Table.Td>
                    <Anchor component={Link} to={to} fw={600} onClick={(event) => event.stopPropagation()}>
                      #{orderNumber(order._id)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{formatDate(order.createdAt)}</Table.Td>
                  <Table.Td>{order.address[0]?.fullName || '—'}</Table.Td>
                  <Table.Td ta="right">{formatRupees(order.totalAmount)}</Table.Td>
                  <Table.Td>{order.paymentMethod[0] ?? '—'}</Table.Td>
                  <Table.Td>
                    <OrderStatusBadge status={order.status} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!loading && data?.orders.length === 0 ? (
        <Text c="dimmed" py="lg" ta="center">
          {search ? `No orders in this tab match “${search}”.` : 'No orders in this tab.'}
        </Text>
      ) : null}
      {!loading && data && page > totalPages ? (
        <Button variant="default" h={44} onClick={() => go(tab, 1)}>
          Back to page 1
        </Button>
      ) : null}
      <Group justify="space-between" mt="md">
        <Text c="dimmed" fz="sm">
          {data ? `${data.total} orders` : loading ? 'Loading…' : ''}
        </Text>
        <Pager page={page} total={totalPages} items={pageItems(page, totalPages)} onChange={(next) => go(tab, next)} />
      </Group>
    </Box>
  );
}
