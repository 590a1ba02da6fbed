import { Anchor, Button, Group, Image, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { ADMIN_CATEGORIES, matchesTypeFilter } from '../../../contract/catalogue';
import { ADMIN_PAGE_SIZE } from '../../../contract/constants';
import { paths } from '../../../contract/paths';
import type { Product } from '../../../contract/product';
import { confirmThenRun } from '../../lib/confirm-then-run';
import { RowActions } from '../../ui/row-actions';
import { TableHead } from '../../ui/table-head';
import { AdminPageMeta } from '../shared/admin-page-meta';
import { LoadFailure } from '../shared/load-failure';
import { pageCount, productPageItems } from '../shared/page-items';
import { Pager } from '../shared/pager';
import { searchingMark } from '../shared/searching-mark';
import { deleteProduct, deleteQuestion } from './delete-product';
import { EditProductDialog, type EditProductTab } from './edit-product-dialog';
import { useProducts } from './get-products';

const CATEGORY_OPTIONS = [{ value: '', label: 'All categories' }, ...ADMIN_CATEGORIES];

/** /admin/view-products: search, category filter, 10 a page, edit, stock and delete. */
export function ViewProductsPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [category, setCategory] = useState('');
  const [page, setPage] = useState(1);
  const [round, setRound] = useState(0);
  const [editing, setEditing] = useState<{ product: Product; tab: EditProductTab } | null>(null);
  // The list's stock numbers are reloaded when the dialog closes, not behind it while it is open.
  const [stockChanged, setStockChanged] = useState(false);
  const { data, error, loading, refetch } = useProducts(debounced, round);

  const filtered = (data ?? []).filter((product) => matchesTypeFilter(product.category, category));
  const totalPages = pageCount(filtered.length, ADMIN_PAGE_SIZE);
  const current = Math.min(page, totalPages);
  const shown = filtered.slice((current - 1) * ADMIN_PAGE_SIZE, current * ADMIN_PAGE_SIZE);

  const remove = async (product: Product) =>
    confirmThenRun(
      await deleteQuestion(product._id),
      () => deleteProduct(product._id),
      () => setRound((value) => value + 1),
      'Failed to delete product:',
    );

  return (
    <Stack gap="md">
      <AdminPageMeta title="View Products" />
      <Title order={1} fz={28}>
        Products
      </Title>
      <Group align="end" grow>
        <TextInput
          label="Search"
          placeholder="Title or article code"
          size="md"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          rightSection={searchingMark(loading && data !== undefined)}
        />
        <Select
          label="Category"
          size="md"
          data={CATEGORY_OPTIONS}
          value={category}
          allowDeselect={false}
          onChange={(value) => {
            setCategory(value ?? '');
            setPage(1);
          }}
        />
      </Group>
      {error ? (
        <LoadFailure what="products" error={error} onRetry={refetch} loading={loading} stale={data !== undefined} />
      ) : null}
      <Table.ScrollContainer minWidth={620}>
        <Table verticalSpacing="xs" aria-busy={loading}>
          <TableHead
            columns={[
              '',
              'Title',
              'Article code',
              { label: 'Price', right: true },
              { label: 'Stock', right: true },
              '',
            ]}
          />
          <Table.Tbody>
            {shown.map((product) => {
              const inactive = product.status === 'inactive';
              return (
                <Table.Tr key={product._id} c={inactive ? 'red' : undefined} data-inactive={inactive || undefined}>
                  <Table.Td w={64}>
                    <Image src={product.image[0]?.src} alt="" w={48} h={48} miw={48} radius="sm" />
                  </Table.Td>
                  <Table.Td>
                    <Anchor
                      href={paths.product.to(product.slug)}
                      target="_blank"
                      rel="noopener"
                      c={inactive ? 'red' : undefined}
                    >
                      {product.title}
                    </Anchor>
                    {inactive ? (
                      <Text span fz="xs" ml={6}>
                        (inactive)
                      </Text>
                    ) : null}
                    <Text fz="xs" c="dimmed">
                      {Array.isArray(product.category) ? product.category.join(', ') : product.category}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{product.articleCode}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {product.price}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button
                      variant="subtle"
                      h={44}
                      px="sm"
                      aria-label={`Stock of ${product.title}: ${product.inventory}`}
                      onClick={() => setEditing({ product, tab: 'stock' })}
                    >
                      {product.inventory}
                    </Button>
                  </Table.Td>
                  <Table.Td>
                    <RowActions
                      openLabel="Edit"
                      onOpen={() => setEditing({ product, tab: 'details' })}
                      onDelete={() => remove(product)}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!loading && !error && shown.length === 0 ? (
        <Text c="dimmed" ta="center">
          No products found.
        </Text>
      ) : null}
      <Group justify="space-between">
        <Text c="dimmed" fz="sm">
          {filtered.length} products
        </Text>
        <Pager
          page={current}
          total={totalPages}
          items={productPageItems(current, totalPages)}
          onChange={setPage}
          withEnds
        />
      </Group>
      {editing ? (
        <EditProductDialog
          product={editing.product}
          initialTab={editing.tab}
          onClose={() => {
            setEditing(null);
            if (stockChanged) setRound((value) => value + 1);
            setStockChanged(false);
          }}
          onSaved={() => {
            setEditing(null);
            setStockChanged(false);
            setRound((value) => value + 1);
          }}
          onStockChanged={() => setStockChanged(true)}
        />
      ) : null}
    </Stack>
  );
}
