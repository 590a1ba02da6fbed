import { Box, Table, Text, VisuallyHidden } from '@mantine/core';
import type { AdminDashboard } from '../../../contract/admin-orders';
import { formatRupees } from '../../../contract/money';
import { TableHead } from '../../ui/table-head';
import { barHeights } from './chart-scale';

const HEIGHT = 120;

type Day = AdminDashboard['daily'][number];
/** The two charts: orders and revenue per day. */
const SERIES: { title: string; value: (day: Day) => number; format: (value: number) => string; color: string }[] = [
  { title: 'Orders per day', value: (day) => day.orders, format: String, color: '#8a5a2b' },
  { title: 'Revenue per day', value: (day) => day.revenue, format: formatRupees, color: '#4f7a3a' },
];

/**
 * Orders and revenue per day as plain SVG bars (docs/decisions/101: @mantine/charts is not
 * installed). The SVG is decoration for sighted staff; the same numbers are in a table that
 * screen readers read, collapsed under a "Show as table" summary for everyone else.
 */
export function DailyChart({ daily }: { daily: AdminDashboard['daily'] }) {
  return (
    <Box>
      {SERIES.map((series) => (
        <Bars
          key={series.title}
          title={series.title}
          values={daily.map(series.value)}
          format={series.format}
          color={series.color}
          labels={daily}
        />
      ))}
      <details>
        <summary style={{ minHeight: 44, display: 'flex', alignItems: 'center', cursor: 'pointer' }}>
          Show as table
        </summary>
        <Table.ScrollContainer minWidth={360}>
          <Table striped>
            <VisuallyHidden component="caption">Orders and revenue per day, last 30 days</VisuallyHidden>
            <TableHead columns={['Date', { label: 'Orders', right: true }, { label: 'Revenue', right: true }]} />
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
