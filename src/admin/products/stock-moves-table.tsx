import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { adminPaths } from '../../../contract/admin-paths';
import { orderNumber, returnNumber } from '../../../contract/order-number';
import { STOCK_REASON_LABEL, type StockMove } from '../../../contract/stock';
import { TableHead } from '../../ui/table-head';
import { formatDateTime } from '../shared/format-date';

function signed(delta: number): string {
  if (delta === 0) return '0';
  return delta > 0 ? `+${delta}` : `−${Math.abs(delta)}`;
}

/** Who or what a move belongs to: the order and the return (linked), and the staff member. */
function MoveSource({ move }: { move: StockMove }) {
  return (
    <>
      {move.orderId ? (
        <Anchor component={Link} to={adminPaths.order.to(move.orderId)} display="block" fz="sm">
          Order #{orderNumber(move.orderId)}
        </Anchor>
      ) : null}
      {move.returnId ? (
        <Anchor component={Link} to={adminPaths.returnDetail.to(move.returnId)} display="block" fz="sm">
          Return #{returnNumber(move.returnId)}
        </Anchor>
      ) : null}
      {move.byName ? (
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {move.byName}
        </Text>
      ) : null}
      {!move.orderId && !move.returnId && !move.byName ? (
        <Text fz="sm" c="dimmed">
          Shop
        </Text>
      ) : null}
    </>
  );
}

/** The product's ledger, newest first: when, what, the change, the stock after, who or which order. */
export function StockMovesTable({ moves }: { moves: StockMove[] }) {
  if (moves.length === 0) return <Text c="dimmed">No stock moves recorded yet.</Text>;
  return (
    <Table verticalSpacing="xs" aria-label="Stock moves">
      <TableHead
        columns={[
          'When',
          'What',
          { label: 'Change', right: true },
          { label: 'Stock after', right: true },
          'Who / order',
        ]}
      />
      <Table.Tbody>
        {moves.map((move) => (
          <Table.Tr key={move._id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }} fz="sm">
              {formatDateTime(move.at)}
            </Table.Td>
            <Table.Td>
              <Text fz="sm" fw={600}>
                {STOCK_REASON_LABEL[move.reason]}
              </Text>
              {move.note ? (
                <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {move.note}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td ta="right" fw={600} c={move.delta > 0 ? 'green.8' : move.delta < 0 ? 'red.8' : undefined}>
              {signed(move.delta)}
            </Table.Td>
            <Table.Td ta="right">{move.stockAfter}</Table.Td>
            <Table.Td>
              <MoveSource move={move} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
