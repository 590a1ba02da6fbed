import { Badge, Group, Image, Stack, Text, Timeline } from '@mantine/core';
import type { ReactNode } from 'react';
import { addressLine } from '../../../contract/address';
import type { AdminReturn } from '../../../contract/admin-returns';
import { formatRupees, paiseFromRupees } from '../../../contract/money';
import { orderNumber, shortId } from '../../../contract/order-number';
import { RETURN_UNIT_OUTCOME_LABEL } from '../../../contract/return-lifecycle';
import { TitledCard } from '../../ui/titled-card';
import { formatDate, formatDateTime } from '../shared/format-date';
import { RefundState } from './refund-state';
import { NOT_SPECIFIED, stepLine } from './return-display';

const CUSTOMER_ID_CHARS = 8;
/** The return photo's box, in CSS pixels. */
const RETURN_PHOTO_BOX = { width: 320, height: 240 };

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledCard title={title}>
      <Stack gap={6}>{children}</Stack>
    </TitledCard>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text c="dimmed" fz="sm">
        {label}
      </Text>
      <Text fz="sm" ta="right" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

const orNA = (value: string | null | undefined) => (value && value !== 'NA' ? value : 'N/A');

export function ReturnDetailsCard({ item }: { item: AdminReturn }) {
  return (
    <Card title="Return details">
      <Row label="Reason" value={item.reason || NOT_SPECIFIED} />
      <Row label="Refund method" value={item.refundMethod || NOT_SPECIFIED} />
      <Text c="dimmed" fz="sm">
        Customer description
      </Text>
      <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {item.description || NOT_SPECIFIED}
      </Text>
      {item.image ? (
        // A box of fixed size, the photo fitted inside: a shopper's photo has any shape, and one
        // that arrived late pushed Status Management down while staff had its list open
        // (docs/decisions/273).
        <Image
          src={item.image}
          alt="Photo sent with the return"
          w="100%"
          maw={RETURN_PHOTO_BOX.width}
          h={RETURN_PHOTO_BOX.height}
          fit="contain"
          radius="md"
          bg="var(--mantine-color-default-hover)"
        />
      ) : (
        <Text c="dimmed" fz="sm">
          No image provided
        </Text>
      )}
    </Card>
  );
}

/**
 * The return parcel's own shipment (docs/decisions/186) once a pickup is booked; before that
 * the order's forward shipment. 'View Tracking' has no target in the spec: shown as disabled
 * text (docs/decisions/122).
 */
export function ShippingCard({ item }: { item: AdminReturn }) {
  const order = item.orderId;
  const pickup = item.pickup;
  if (pickup?.shipRocketOrderId) {
    return (
      <Card title="Return pickup">
        <Row label="Order ID" value={orNA(pickup.shipRocketOrderId)} />
        <Row label="Shipment ID" value={orNA(pickup.shipmentId)} />
        <Row label="Tracking number" value={orNA(pickup.awb)} />
        <Row label="Courier" value={orNA(pickup.courierName)} />
        <Row label="Booked" value={formatDateTime(pickup.requestedAt)} />
        <Row label="Picked up" value={pickup.pickedUpAt ? formatDateTime(pickup.pickedUpAt) : 'Not yet'} />
        {pickup.lastScan ? <Row label="Latest scan" value={pickup.lastScan.replace(/^Return parcel — /, '')} /> : null}
        <Text c="dimmed" fz="sm" aria-disabled="true" title="No tracking page is linked yet">
          View Tracking
        </Text>
      </Card>
    );
  }
  return (
    <Card title="Shipping">
      <Row label="Order ID" value={orNA(order?.shipRocketOrderId)} />
      <Row label="Shipment ID" value={orNA(order?.shipmentId)} />
      <Row label="Tracking number" value={orNA(order?.tracking)} />
      <Row label="Courier" value={orNA(order?.courierName)} />
      <Text c="dimmed" fz="sm" aria-disabled="true" title="No tracking page is linked yet">
        View Tracking
      </Text>
    </Card>
  );
}

export function ProductCard({ item }: { item: AdminReturn }) {
  const product = item.productId;
  const image = product?.image?.[0]?.src;
  return (
    <Card title="Product">
      <Group wrap="nowrap" align="flex-start">
        {image ? <Image src={image} alt="" w={80} h={100} fit="cover" radius="sm" /> : null}
        <Stack gap={4}>
          <Text fw={600}>{product?.title || 'N/A'}</Text>
          <Text fz="sm">Article code: {product?.articleCode || 'N/A'}</Text>
          <Text fz="sm">Price: {product ? formatRupees(product.numericPrice) : 'N/A'}</Text>
          {/* Spec 001 s9 fixed it at 1; a return names its units (docs/decisions/187). */}
          <Text fz="sm" data-testid="return-quantity">
            Quantity: {item.quantity}
          </Text>
        </Stack>
      </Group>
      {item.units.length > 0 ? (
        <Stack gap={4} mt="xs" data-testid="return-inspection">
          <Text c="dimmed" fz="sm">
            Inspection{item.receivedAt ? ` · ${formatDateTime(item.receivedAt)}` : ''}
          </Text>
          {item.units.map((unit) => (
            <Group key={unit.position} gap="xs" wrap="nowrap">
              <Text fz="sm">Unit {unit.position + 1}</Text>
              <Badge variant="light" color={unit.outcome === 'damaged' ? 'red' : 'teal'}>
                {unit.outcome === 'restock' && !unit.restocked
                  ? 'Good, not restocked'
                  : RETURN_UNIT_OUTCOME_LABEL[unit.outcome]}
              </Badge>
              {unit.note ? <Text fz="sm">{unit.note}</Text> : null}
            </Group>
          ))}
        </Stack>
      ) : null}
    </Card>
  );
}

export function CustomerCard({ item }: { item: AdminReturn }) {
  const address = item.orderId?.address?.[0];
  const customerId = item.userId || item.orderId?.user;
  return (
    <Card title="Customer">
      <Row label="Name" value={orNA(address?.fullName)} />
      <Row label="Phone" value={orNA(address?.phone)} />
      <Row label="Customer ID" value={customerId ? shortId(customerId, CUSTOMER_ID_CHARS) : 'N/A'} />
      <Text c="dimmed" fz="sm">
        Shipping address
      </Text>
      {address ? (
        <Text fz="sm">{addressLine(address, { country: true }) || NOT_SPECIFIED}</Text>
      ) : (
        <Text fz="sm">{NOT_SPECIFIED}</Text>
      )}
    </Card>
  );
}

/**
 * The return's real steps with their times to the second (docs/decisions/186), as the server
 * recorded them; a return from before the steps were recorded shows its request alone.
 */
export function TimelineCard({ item }: { item: AdminReturn }) {
  const steps =
    item.steps.length > 0
      ? item.steps
      : [
          {
            key: 'requested' as const,
            title: 'Return requested',
            detail: null,
            at: item.requestedAt ?? item.createdAt,
          },
        ];
  return (
    <Card title="Timeline">
      <Timeline active={steps.length - 1} bulletSize={16} lineWidth={2} data-testid="return-timeline">
        {steps.map((step) => (
          <Timeline.Item key={`${step.key}:${step.at}`} title={stepLine(step)}>
            <Text c="dimmed" fz="sm">
              {formatDateTime(step.at)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Card>
  );
}

/**
 * The refund with how it is made up: units × the price paid, less the line's share of an offer's
 * discount when the order had one (docs/decisions/222).
 */
function refundAmountText(item: AdminReturn, offerCode: string | null): string {
  const listedPaise = item.quantity * paiseFromRupees(item.unitPrice);
  const amount = formatRupees(item.refundAmount);
  if (offerCode && paiseFromRupees(item.refundAmount) < listedPaise)
    return `${amount} (${item.quantity} × ${formatRupees(item.unitPrice)} less offer ${offerCode})`;
  return item.quantity > 1 ? `${amount} (${item.quantity} × ${formatRupees(item.unitPrice)})` : amount;
}

export function OrderSummaryCard({ item }: { item: AdminReturn }) {
  const order = item.orderId;
  return (
    <Card title="Order summary">
      <Row label="Order" value={order?._id ? `#${orderNumber(order._id)}` : 'N/A'} />
      <Row label="Original total" value={order ? formatRupees(order.totalAmount) : 'N/A'} />
      <Row label="Payment method" value={orNA(order?.paymentMethod?.[0])} />
      <Row label="Order date" value={formatDate(order?.createdAt)} />
      <Row label="Delivery date" value={formatDate(order?.deliveryDate)} />
      {/* The price paid on the order line for the return's units, not today's price (decisions 113, 187, 222). */}
      <Row label="Refund amount" value={refundAmountText(item, order?.offerCode ?? null)} />
      {order && order.refundedAmount > 0 ? (
        <Row
          label="Refunded on the order"
          value={`${formatRupees(order.refundedAmount)} of ${formatRupees(order.totalAmount)}`}
        />
      ) : null}
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text c="dimmed" fz="sm">
          Refund
        </Text>
        <RefundState refund={item.refund} />
      </Group>
    </Card>
  );
}
