import { Anchor, Box, Button, Group, Table, Tabs, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { adminPaths } from '../../../contract/admin-paths';
import { ADMIN_PAGE_SIZE } from '../../../contract/constants';
import { orderNumber, returnNumber } from '../../../contract/order-number';
import type { ReturnListFilter } from '../../../contract/returns';
import { TableHead } from '../../ui/table-head';
import { AdminPageMeta } from '../shared/admin-page-meta';
import { formatDate } from '../shared/format-date';
import { LoadFailure } from '../shared/load-failure';
import { pageCount, pageItems } from '../shared/page-items';
import { Pager } from '../shared/pager';
import { WholeBadge } from '../shared/whole-badge';
import { RETURN_TABS, useReturns } from './get-returns';
import { NOT_SPECIFIED, returnStatusColor, showingRange, truncateTitle } from './return-display';

/** Page state that falls back to 1 whenever the tab, the search or the total changes (spec 001 s4). */
function usePageReset(tab: string, search: string, total: number | undefined) {
  const [state, setState] = useState({ page: 1, tab, search, total });
  const changed = state.tab !== tab || state.search !== search || (total !== undefined && state.total !== total);
  if (changed) {
    // Adjusting state while rendering (not in an effect) keeps the stale page from ever being fetched twice.
    const next = { page: 1, tab, search, total: total ?? state.total };
    setState(next);
    return { page: 1, setPage: (page: number) => setState({ ...next, page }) };
  }
  return { page: state.page, setPage: (page: number) => setState({ ...state, page }) };
}

/** /admin/returns: tabs, server-side search and paging, 10 a page. A failed read says so (decision 182). */
export function ReturnsPage() {
  const [tab, setTab] = useState<ReturnListFilter>('requested');
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), 300);
  const [total, setTotal] = useState<number | undefined>(undefined);
  const { page, setPage } = usePageReset(tab, search, total);
  const { data, error, loading, refetch } = useReturns(tab, search, page);
  if (data && data.total !== total) setTotal(data.total);
  const totalPages = pageCount(data?.total ?? 0, ADMIN_PAGE_SIZE);
  const rows = data?.returns ?? [];

  return (
    <Box>
      <AdminPageMeta title="Returns" />
      <Group justify="space-between" mb="md">
        <Title order={1} fz={28}>
          Returns
        </Title>
        <Button variant="default" h={44} onClick={refetch} disabled={loading}>
          {loading ? 'Refreshing...' : 'Refresh'}
        </Button>
      </Group>
      <Tabs value={tab} onChange={(value) => setTab((value as ReturnListFilter | null) ?? 'requested')}>
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {RETURN_TABS.map((item) => (
            <Tabs.Tab key={item.value} value={item.value} mih={44}>
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group mt="md" gap="sm" wrap="nowrap">
        <TextInput
          flex={1}
          size="md"
          aria-label="Search returns"
          placeholder="Search returns by ID, order, product or customer"
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
        />
        {/* No behaviour in the spec; see docs/decisions/121-returns-filter-button.md. */}
        <Tooltip label="More filters are not available yet">
          <span>
            <Button variant="default" h={42} disabled>
              Filter
            </Button>
          </span>
        </Tooltip>
      </Group>
      {error ? (
        <LoadFailure
          what="returns"
          error={error}
          onRetry={refetch}
          loading={loading}
          stale={data !== undefined}
          mt="md"
        />
      ) : null}
      <Table.ScrollContainer minWidth={760} mt="md">
        <Table highlightOnHover verticalSpacing="sm" aria-busy={loading}>
          <TableHead columns={['Return ID', 'Order ID', 'Product', 'Customer', 'Status', 'Reason', 'Requested On']} />
          <Table.Tbody>
            {rows.map((item) => (
              <Table.Tr key={item._id} data-testid="admin-return-row">
                <Table.Td>
                  <Anchor component={Link} to={adminPaths.returnDetail.to(item._id)} fw={600}>
                    #{returnNumber(item._id)}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  {item.orderId?._id ? (
                    <Anchor component={Link} to={adminPaths.order.to(item.orderId._id)}>
                      #{orderNumber(item.orderId._id)}
                    </Anchor>
                  ) : (
                    'N/A'
                  )}
                </Table.Td>
                <Table.Td title={item.productId?.title}>{truncateTitle(item.productId?.title) || 'N/A'}</Table.Td>
                <Table.Td>{item.orderId?.address?.[0]?.fullName || 'N/A'}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <WholeBadge color={returnStatusColor(item.status)} variant="filled" autoContrast>
                    {item.status}
                  </WholeBadge>
                </Table.Td>
                <Table.Td>{item.reason || NOT_SPECIFIED}</Table.Td>
                <Table.Td>{formatDate(item.requestedAt ?? item.createdAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {loading && rows.length === 0 ? (
        <Text c="dimmed" py="lg" ta="center">
          Loading returns...
        </Text>
      ) : null}
      {!loading && !error && rows.length === 0 ? (
        <Text c="dimmed" py="lg" ta="center">
          No returns found matching your criteria
        </Text>
      ) : null}
      <Group justify="space-between" mt="md">
        <Text c="dimmed" fz="sm">
          {data ? showingRange(page, ADMIN_PAGE_SIZE, data.total) : ''}
        </Text>
        <Pager page={page} total={totalPages} items={pageItems(page, totalPages)} onChange={setPage} />
      </Group>
    </Box>
  );
}
