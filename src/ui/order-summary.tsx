import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatRupees } from '../../contract/money';

/** Order value, delivery FREE and the total (bag, checkout and order detail share it). */
export function OrderSummary({
  value,
  children,
  title = 'Order summary',
}: {
  value: number;
  children?: ReactNode;
  title?: string;
}) {
  return (
    <Paper withBorder p="md" radius="md" data-testid="order-summary">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Group justify="space-between">
          <Text>Order value</Text>
          <Text>{formatRupees(value)}</Text>
        </Group>
        <Group justify="space-between">
          <Text>Delivery</Text>
          <Text fw={600} c="green.8">
            FREE
          </Text>
        </Group>
        <Divider />
        <Group justify="space-between">
          <Text fw={700}>Total</Text>
          <Text fw={700} data-testid="order-total">
            {formatRupees(value)}
          </Text>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
