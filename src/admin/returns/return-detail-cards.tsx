import { Group, Image, Stack, Text, Timeline } from '@mantine/core';
import type { ReactNode } from 'react';
import { addressLine } from '../../../contract/address';
import { formatRupees } from '../../../contract/money';
import { adminOrderNumber, shortId } from '../../../contract/order-number';
import type { AdminReturn } from '../../../contract/returns';
import { TitledCard } from '../../ui/titled-card';
import { formatDate, formatDateTime } from '../shared/format-date';
import { RefundState } from './refund-state';
import { NOT_SPECIFIED, timelineSecondStep } from './return-display';

const CUSTOMER_ID_CHARS = 8;

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
        <Image src={item.image} alt="Photo sent with the return" maw={320} radius="md" />
      ) : (
        <Text c="dimmed" fz="sm">
          No image provided
        </Text>
      )}
    </Card>
  );
}

/** 'View Tracking' has no target in the spec: shown as disabled text (docs/decisions/122). */
export function ShippingCard({ item }: { item: AdminReturn }) {
  const order = item.orderId;
  return (
    <Card title="Shipping">
      <Row label="Order ID" value={orNA(order?.shipRocketOrderId ?? item.pickup?.shipRocketOrderId)} />
      <Row label="Shipment ID" value={orNA(order?.shipmentId ?? item.pickup?.shipmentId)} />
      <Row label="Tracking number" value={orNA(item.pickup?.awb ?? order?.tracking)} />
      <Row label="Courier" value={orNA(item.pickup?.courierName ?? order?.courierName)} />
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
          <Text fz="sm">Quantity: 1</Text>
        </Stack>
      </Group>
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

export function TimelineCard({ item }: { item: AdminReturn }) {
  const second = timelineSecondStep(item.status);
  return (
    <Card title="Timeline">
      <Timeline active={second ? 1 : 0} bulletSize={16} lineWidth={2}>
        <Timeline.Item title="Return Requested">
          <Text c="dimmed" fz="sm">
            {formatDateTime(item.requestedAt ?? item.createdAt)}
          </Text>
        </Timeline.Item>
        {second ? (
          <Timeline.Item title={second}>
            <Text c="dimmed" fz="sm">
              {formatDateTime(item.updatedAt)}
            </Text>
          </Timeline.Item>
        ) : null}
      </Timeline>
    </Card>
  );
}

export function OrderSummaryCard({ item }: { item: AdminReturn }) {
  const order = item.orderId;
  return (
    <Card title="Order summary">
      <Row label="Order" value={order?._id ? `#${adminOrderNumber(order._id)}` : 'N/A'} />
      <Row label="Original total" value={order ? formatRupees(order.totalAmount) : 'N/A'} />
      <Row label="Payment method" value={orNA(order?.paymentMethod?.[0])} />
      <Row label="Order date" value={formatDate(order?.createdAt)} />
      <Row label="Delivery date" value={formatDate(order?.deliveryDate)} />
      {/* The price paid on the order line, not the product's price today (decision 113). */}
      <Row label="Refund amount" value={formatRupees(item.refundAmount)} />
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text c="dimmed" fz="sm">
          Refund
        </Text>
        <RefundState refund={item.refund} />
      </Group>
    </Card>
  );
}
