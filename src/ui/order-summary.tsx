import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatRupees } from '../../contract/money';
import type { Order } from '../../contract/order';

/** An offer taken off the order value: its code and the rupees it takes off. */
export type SummaryDiscount = { code: string; amount: number };

/**
 * A placed order's amounts for the summary: its value before the offer, the offer, and what is
 * paid. An order mirrored before offers existed has no subtotal: its total is its value.
 */
export function orderSummaryAmounts(order: Order): { value: number; discount: SummaryDiscount | null; total: number } {
  const discount =
    order.offerCode && order.discountAmount > 0 ? { code: order.offerCode, amount: order.discountAmount } : null;
  return { value: order.subtotalAmount ?? order.totalAmount, discount, total: order.totalAmount };
}

/**
 * Order value, an offer's discount when there is one, delivery FREE and the total (bag, checkout
 * and order detail share it). `value` is the lines' value before any offer; with an offer the
 * total is the server's (its quote, or the order's), never worked out here.
 */
export function OrderSummary({
  value,
  discount,
  total = value,
  children,
  title = 'Order summary',
  items,
}: {
  value: number;
  discount?: SummaryDiscount | null;
  total?: number;
  children?: ReactNode;
  title?: string;
  /** What is being ordered, listed above the totals (the checkout's summary). */
  items?: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" data-testid="order-summary">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {items}
        <Group justify="space-between">
          <Text>Order value</Text>
          <Text>{formatRupees(value)}</Text>
        </Group>
        {discount ? (
          <Group justify="space-between" wrap="nowrap" data-testid="order-discount">
            <Text>Offer {discount.code}</Text>
            <Text fw={600}>−{formatRupees(discount.amount)}</Text>
          </Group>
        ) : null}
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
            {formatRupees(total)}
          </Text>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
