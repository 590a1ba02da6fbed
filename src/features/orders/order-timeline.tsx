import { Paper, Text, Timeline, Title } from '@mantine/core';
import type { OrderEvent } from '../../../contract/order-lifecycle';
import { orderDate } from './orders-page';

/**
 * What happened to the order, oldest first: status changes, refunds and the courier's scans
 * (docs/decisions/148). It comes with the order from the server and is kept with it on the
 * device, so it reads offline too.
 */
export function OrderTimeline({ events }: { events: OrderEvent[] | undefined }) {
  if (!events || events.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} fz="lg" mb="sm">
        Order updates
      </Title>
      <Timeline
        style={{ overflowWrap: 'anywhere' }}
        bulletSize={12}
        lineWidth={2}
        active={events.length - 1}
        data-testid="order-timeline"
      >
        {events.map((event) => (
          <Timeline.Item key={event._id} title={event.summary}>
            <Text c="dimmed" size="xs">
              {orderDate(event.at)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Paper>
  );
}
