import { describe, expect, it } from 'vitest';
import type { OrderEvent } from '../../../contract/order-lifecycle/events';
import { sortTimeline } from './sort-timeline';

const event = (id: string, at: string): OrderEvent => ({
  _id: id,
  at,
  kind: 'status',
  actor: 'admin',
  actorName: 'staff@jute.test',
  summary: `event ${id}`,
});

describe('sortTimeline', () => {
  it('puts entries oldest first by time, to the millisecond', () => {
    const events = [
      event('c', '2026-11-25T15:44:05.900Z'),
      event('a', '2026-11-25T15:44:05.100Z'),
      event('b', '2026-11-25T15:43:59.000Z'),
    ];
    expect(sortTimeline(events).map((e) => e._id)).toEqual(['b', 'a', 'c']);
  });

  it('orders entries of the same instant by id, the same way whatever order they came in', () => {
    const at = '2026-11-25T15:44:05.000Z';
    const one = [event('6a2', at), event('6a1', at), event('6a3', at)];
    const other = [event('6a3', at), event('6a1', at), event('6a2', at)];
    expect(sortTimeline(one).map((e) => e._id)).toEqual(['6a1', '6a2', '6a3']);
    expect(sortTimeline(other)).toEqual(sortTimeline(one));
  });

  it('compares instants, not the text of the time (offsets differ)', () => {
    const events = [event('later', '2026-11-25T21:14:06+05:30'), event('earlier', '2026-11-25T15:44:05Z')];
    expect(sortTimeline(events).map((e) => e._id)).toEqual(['earlier', 'later']);
  });

  it('does not change the list it was given', () => {
    const events = [event('b', '2026-11-25T15:44:06Z'), event('a', '2026-11-25T15:44:05Z')];
    sortTimeline(events);
    expect(events.map((e) => e._id)).toEqual(['b', 'a']);
  });
});
