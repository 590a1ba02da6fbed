import { Box, Table, Text, VisuallyHidden } from '@mantine/core';
import type { AdminDashboard } from '../../../contract/admin-orders';
import { formatRupees } from '../../../contract/money';
import { barHeights } from './chart-scale';

const HEIGHT = 120;

/**
 * Orders and revenue per day as plain SVG bars (docs/decisions/101: @mantine/charts is not
 * installed). The SVG is decoration for sighted staff; the same numbers are in a table that
 * screen readers read, collapsed under a "Show as table" summary for everyone else.
 */
export function DailyChart({ daily }: { daily: AdminDashboard['daily'] }) {
  return (
    <Box>
      <Bars
        title="Orders per day"
        values={daily.map((day) => day.orders)}
        format={String}
        color="#8a5a2b"
        labels={daily}
      />
      <Bars
        title="Revenue per day"
        values={daily.map((day) => day.revenue)}
        format={formatRupees}
        color="#4f7a3a"
        labels={daily}
      />
      <details>
        <summary style={{ minHeight: 44, display: 'flex', alignItems: 'center', cursor: 'pointer' }}>
          Show as table
        </summary>
        <Table.ScrollContainer minWidth={360}>
          <Table striped>
            <VisuallyHidden component="caption">Orders and revenue per day, last 30 days</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th ta="right">Orders</Table.Th>
                <Table.Th ta="right">Revenue</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {daily.map((day) => (
                <Table.Tr key={day.date}>
                  <Table.Td>{day.date}</Table.Td>
                  <Table.Td ta="right">{day.orders}</Table.Td>
                  <Table.Td ta="right">{formatRupees(day.revenue)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </details>
    </Box>
  );
}

function Bars({
  title,
  values,
  color,
  labels,
  format,
}: {
  title: string;
  values: number[];
  format: (value: number) => string;
  color: string;
  labels: { date: string }[];
}) {
  const heights = barHeights(values, HEIGHT);
  const slot = 10;
  const width = Math.max(1, values.length) * slot;
  const first = labels[0]?.date ?? '';
  const last = labels[labels.length - 1]?.date ?? '';
  return (
    <Box mb="md">
      <Text fw={600} fz="sm">
        {title}{' '}
        <Text span c="dimmed" fz="xs">
          (highest {format(Math.max(0, ...values))}, total {format(values.reduce((sum, value) => sum + value, 0))})
        </Text>
      </Text>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        width="100%"
        height={HEIGHT}
        aria-hidden="true"
        style={{ display: 'block', background: '#faf6ef', borderRadius: 4 }}
      >
        {heights.map((height, index) => (
          <rect
            key={labels[index]?.date ?? index}
            x={index * slot + 1}
            y={HEIGHT - height}
            width={slot - 2}
            height={height}
            fill={color}
          />
        ))}
      </svg>
      <Box style={{ display: 'flex', justifyContent: 'space-between' }}>
        <Text fz="xs" c="dimmed">
          {first}
        </Text>
        <Text fz="xs" c="dimmed">
          {last}
        </Text>
      </Box>
    </Box>
  );
}
