import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { STOCK_MOVES_SHOWN } from '../../../contract/stock';
import { AdjustStockForm } from './adjust-stock-form';
import { useProductStock } from './get-product-stock';
import { StockMovesTable } from './stock-moves-table';

/**
 * A product's stock in the back office: the number now, "Adjust stock" and the latest moves of
 * the ledger (docs/decisions/183, 184). Loaded from the network each time it opens, never kept.
 */
export function StockPanel({ productId, onStockChanged }: { productId: string; onStockChanged: () => void }) {
  const { data, error, loading, refetch } = useProductStock(productId);

  if (!data) {
    return loading ? (
      <Text c="dimmed">Loading the stock...</Text>
    ) : (
      <Stack gap="sm" align="flex-start">
        <Text role="alert">{error ? 'The stock could not be loaded.' : 'No stock found.'}</Text>
        <Button variant="default" h={44} onClick={refetch}>
          Retry
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" align="flex-start" mb="sm">
          <Stack gap={0}>
            <Text c="dimmed" fz="sm">
              In stock now
            </Text>
            <Text fz={32} fw={700} lh={1.1} data-testid="stock-now" aria-busy={loading}>
              {data.inventory}
            </Text>
          </Stack>
          <Text c="dimmed" fz="sm" ta="right">
            {data.articleCode}
          </Text>
        </Group>
        <AdjustStockForm
          productId={productId}
          shown={data.inventory}
          onAdjusted={() => {
            refetch();
            onStockChanged();
          }}
        />
      </Paper>
      <Divider />
      <Title order={3} fz={18}>
        Latest stock moves
      </Title>
      <StockMovesTable moves={data.moves} />
      {data.moves.length >= STOCK_MOVES_SHOWN ? (
        <Text c="dimmed" fz="sm">
          The latest {STOCK_MOVES_SHOWN} moves are shown.
        </Text>
      ) : null}
    </Stack>
  );
}
