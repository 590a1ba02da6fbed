import { Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import type { OrderEvent } from '../../../contract/order-lifecycle/events';
import type { OrderRow } from '../../data/db';
import { TitledCard } from '../../ui/titled-card';
import { orderDate } from './orders-page';

function EventList({ events, testId }: { events: OrderEvent[]; testId: string }) {
  return (
    <Timeline
      style={{ overflowWrap: 'anywhere' }}
      bulletSize={12}
      lineWidth={2}
      active={events.length - 1}
      data-testid={testId}
    >
      {events.map((event) => (
        <Timeline.Item key={event._id}>
          <Text size="sm" fw={500}>
            {event.summary}
          </Text>
          <Text c="dimmed" size="xs">
            {orderDate(event.at)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/**
 * What happened to the order, oldest first (docs/decisions/148): status changes and refunds under
 * 'Order updates', and the parcel's own timeline (the booking, the tracking number, the courier's
 * scans) under 'Shipment tracking' when there is a shipment. Both come with the order from the
 * server and are kept with it on the device, so they read offline too.
 */
export function OrderTimeline({ order }: { order: Pick<OrderRow, 'timeline' | 'courierName' | 'tracking'> }) {
  const events = order.timeline ?? [];
  const shipment = events.filter((event) => event.kind === 'shipment');
  const updates = events.filter((event) => event.kind !== 'shipment');
  const tracking = order.tracking && order.tracking !== 'NA' ? order.tracking : null;
  return (
    <>
      {shipment.length > 0 ? (
        <Paper withBorder p="md" radius="md">
          <Stack gap={2} mb="sm">
            <Title order={2} fz="lg">
              Shipment tracking
            </Title>
            {order.courierName || tracking ? (
              <Text size="sm" c="dimmed">
                {[order.courierName, tracking ? `Tracking number ${tracking}` : null].filter(Boolean).join(' · ')}
              </Text>
            ) : null}
          </Stack>
          <EventList events={shipment} testId="shipment-timeline" />
        </Paper>
      ) : null}
      {updates.length > 0 ? (
        <TitledCard title="Order updates">
          <EventList events={updates} testId="order-timeline" />
        </TitledCard>
      ) : null}
    </>
  );
}
