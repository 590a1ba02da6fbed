import { Text, Timeline } from '@mantine/core';
import type { OrderEvent } from '../../../contract/order-lifecycle/events';
import { TitledCard } from '../../ui/titled-card';
import { formatDateTime } from '../shared/format-date';
import { sortTimeline } from './sort-timeline';

const ACTOR_LABEL: Record<OrderEvent['actor'], string> = { admin: 'Staff', customer: 'Customer', system: 'Shop' };

/** Every change of the order, with who and when (docs/decisions/148), oldest first (182). */
export function OrderTimelineCard({ events: given }: { events: OrderEvent[] }) {
  const events = sortTimeline(given);
  return (
    <TitledCard title="Timeline">
      {events.length === 0 ? (
        <Text c="dimmed">Nothing recorded yet.</Text>
      ) : (
        <Timeline
          style={{ overflowWrap: 'anywhere' }}
          bulletSize={14}
          lineWidth={2}
          active={events.length - 1}
          data-testid="order-timeline"
        >
          {events.map((event) => (
            <Timeline.Item key={event._id} title={event.summary}>
              <Text c="dimmed" fz="sm">
                {formatDateTime(event.at)} · {event.actorName ?? ACTOR_LABEL[event.actor]}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </TitledCard>
  );
}
