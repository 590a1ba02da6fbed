import { orderStatusLabel } from '../../../contract/statuses';
import { WholeBadge } from '../shared/whole-badge';

const RED = new Set(['Canceled', 'Returned', 'Return Rejected']);
const YELLOW = new Set(['Placed', 'Pending', 'Awaiting Payment', 'Return Requested']);
const BLUE = new Set([
  'Processing',
  'Shipped',
  'Out for Delivery',
  'Return Approved',
  'Return Pickup Initiated',
  'Return in Progress',
  'Return Received',
]);
// Part of the order came back and was refunded (docs/decisions/187): not done, not all gone.
const ORANGE = new Set(['Partly Returned']);

/** A status pill for the lists: red for cancelled/returned, yellow waiting, blue moving, green done. */
export function OrderStatusBadge({ status }: { status: string }) {
  const color = RED.has(status)
    ? 'red'
    : YELLOW.has(status)
      ? 'yellow'
      : BLUE.has(status)
        ? 'blue'
        : ORANGE.has(status)
          ? 'orange'
          : 'green';
  return (
    <WholeBadge color={color} variant="light" size="lg" radius="sm">
      {orderStatusLabel(status)}
    </WholeBadge>
  );
}

/** The detail page's rule (spec 001 section 4): Canceled and Returned red, every other status green. */
export function detailStatusColor(status: string): 'red' | 'green' {
  return status === 'Canceled' || status === 'Returned' ? 'red' : 'green';
}
