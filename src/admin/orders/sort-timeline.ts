import type { OrderEvent } from '../../../contract/order-lifecycle/events';

/**
 * The timeline oldest first, whatever order the answer lists it in: by time, then by id, so two
 * entries written in the same millisecond (a status change and its refund) keep one order on
 * every render and every tablet (docs/decisions/182). An unreadable time sorts first.
 */
export function sortTimeline(events: readonly OrderEvent[]): OrderEvent[] {
  return [...events].sort((a, b) => timeOf(a) - timeOf(b) || compareIds(a._id, b._id));
}

function timeOf(event: OrderEvent): number {
  const time = Date.parse(event.at);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

function compareIds(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
