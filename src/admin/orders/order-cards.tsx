import { Divider, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { streetLine, townLine } from '../../../contract/address';
import { formatPaise, formatRupees, paiseFromRupees } from '../../../contract/money';
import type { Order } from '../../../contract/order';
import { FULFILMENT_STATE_LABEL, PAYMENT_STATE_LABEL } from '../../../contract/order-lifecycle/labels';
import type { PaymentState } from '../../../contract/order-lifecycle/states';
import { TitledCard } from '../../ui/titled-card';

/** The lines of the order: image, title, quantity, price. */
export function OrderItemsCard({ order }: { order: Order }) {
  return (
    <TitledCard title="Items">
      <Stack gap="sm">
        {order.cart.map((item) => (
          <Group key={item._id} wrap="nowrap" gap="md" align="center">
            <Image src={item.image} alt={item.title} w={64} h={64} radius="sm" fit="cover" />
            <div style={{ flex: 1 }}>
              <Text fw={600}>{item.title}</Text>
              <Text c="dimmed" fz="sm">
                {formatRupees(item.price)} × {item.quantity}
              </Text>
            </div>
            <Text fw={600}>{formatRupees(item.cartValue)}</Text>
          </Group>
        ))}
      </Stack>
    </TitledCard>
  );
}

function Row({ label, note, value }: { label: string; note?: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text>
        {label}
        {note ? (
          <Text span c="dimmed" ml="xs">
            {note}
          </Text>
        ) : null}
      </Text>
      <Text>{value}</Text>
    </Group>
  );
}

const PAYMENT_COLOUR: Record<PaymentState, string> = {
  cod_due: 'orange.9',
  cod_to_remit: 'orange.9',
  awaiting: 'orange.9',
  paid: 'green.9',
  partly_refunded: 'violet.9',
  refunded: 'violet.9',
  voided: 'red.9',
};

/**
 * Totals with the spec's fixed texts (shipping 0.00, 'VAT 0%' 0.00, 'Standard (0.0kg)'). The
 * payment line says what is true, not always "Paid" (docs/decisions/142).
 */
export function OrderSummaryCard({ order }: { order: Order }) {
  const subtotalPaise = order.cart.reduce((sum, item) => sum + paiseFromRupees(item.cartValue), 0);
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          Payment
        </Title>
        <Text c={PAYMENT_COLOUR[order.paymentStatus]} fw={700} data-testid="payment-state">
          {PAYMENT_STATE_LABEL[order.paymentStatus]}
        </Text>
      </Group>
      <Stack gap={6}>
        <Row label="Subtotal" note={`${order.cart.length} item(s)`} value={formatPaise(subtotalPaise)} />
        {order.offerCode && order.discountAmount > 0 ? (
          <Row label="Offer" note={order.offerCode} value={`−${formatRupees(order.discountAmount)}`} />
        ) : null}
        <Row label="Shipping" note="Standard (0.0kg)" value="0.00" />
        <Row label="Tax" note="VAT 0%" value="0.00" />
        <Divider />
        <Group justify="space-between">
          <Text fw={700}>Total</Text>
          <Text fw={700}>{formatRupees(order.totalAmount)}</Text>
        </Group>
        {order.refundedAmount > 0 ? (
          <Row label="Refunded" value={`${formatRupees(order.refundedAmount)} of ${formatRupees(order.totalAmount)}`} />
        ) : null}
        <Text c="dimmed" fz="sm">
          Payment method: {order.paymentMethod[0] ?? 'N/A'} · {FULFILMENT_STATE_LABEL[order.fulfillmentStatus]}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The customer: the first address of the order (spec 001). */
export function OrderAddressCard({ order }: { order: Order }) {
  const address = order.address[0];
  return (
    <TitledCard title="Customer">
      {address ? (
        <Stack gap={2}>
          <Text fw={600}>{address.fullName || 'N/A'}</Text>
          <Text>{address.phone || 'N/A'}</Text>
          <Text>{streetLine(address)}</Text>
          <Text>{townLine(address)}</Text>
          <Text>{address.country}</Text>
        </Stack>
      ) : (
        <Text c="dimmed">No address on this order.</Text>
      )}
      <Divider my="sm" />
      <Text fz="sm" c="dimmed">
        ShipRocket order: {order.shipRocketOrderId ?? 'N/A'}
      </Text>
      <Text fz="sm" c="dimmed">
        Tracking: {order.tracking && order.tracking !== 'NA' ? order.tracking : 'N/A'}
      </Text>
    </TitledCard>
  );
}
