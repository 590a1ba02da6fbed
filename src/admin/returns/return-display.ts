import type { ReturnStep } from '../../../contract/admin-returns';
import type { RefundState } from '../../../contract/return-lifecycle';
import type { ReturnStatus } from '../../../contract/statuses';

/** List badge colours (spec 001 s4): Rejected red, Picked Up green, Approved blue, Refunded purple, other yellow. */
/** What a return's detail shows for a field the shopper left empty. */
export const NOT_SPECIFIED = 'Not specified';

export function returnStatusColor(status: string): string {
  switch (status as ReturnStatus) {
    case 'Rejected':
      return 'red';
    case 'Picked Up':
      return 'green';
    case 'Pickup Booked':
      return 'cyan';
    case 'Received':
      return 'teal';
    case 'Approved':
      return 'blue';
    case 'Refunded':
      return 'grape';
    default:
      return 'yellow';
  }
}

/** Detail banner colour: yellow Requested, red Rejected, green otherwise. */
export function returnBannerColor(status: string): string {
  if (status === 'Requested') return 'yellow';
  if (status === 'Rejected') return 'red';
  return 'green';
}

/**
 * One step of the return's timeline as staff read it: "Pickup booked (AWB …)", "Received — 1
 * restocked, 1 damaged: torn handle", "Refunded Rs.…" (docs/decisions/186). The titles come
 * from contract/return-lifecycle.ts, the details from the server.
 */
export function stepLine(step: Pick<ReturnStep, 'key' | 'title' | 'detail'>): string {
  if (!step.detail || step.key === 'requested') return step.title;
  switch (step.key) {
    case 'pickupBooked':
    case 'pickedUp':
      return `${step.title} (${step.detail})`;
    case 'refunded':
      return `${step.title} ${step.detail}`;
    default:
      return `${step.title} — ${step.detail}`;
  }
}

/** Product titles in the list: cut at 30 characters with '...' (spec 001 s9). */
export function truncateTitle(title: string | null | undefined, max = 30): string {
  const text = title ?? '';
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** 'Showing X to Y of Z results' for a 1-based page. */
export function showingRange(page: number, pageSize: number, total: number): string {
  if (total <= 0) return 'Showing 0 to 0 of 0 results';
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return `Showing ${Math.min(from, total)} to ${to} of ${total} results`;
}

/** How staff read a refund's state (docs/decisions/143). */
export function refundStateText(state: RefundState): string {
  switch (state) {
    case 'pending':
      return 'Pending: waiting for the payment provider';
    case 'succeeded':
      return 'Refunded';
    case 'failed':
      return 'Failed: no money moved, try again';
  }
}
