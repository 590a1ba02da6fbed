import type { AdminReturn } from '../../../contract/admin-returns';
import { orderStatusLabel } from '../../../contract/statuses';
import { refundStateText } from './return-display';

type Watched = Pick<AdminReturn, '_id' | 'status' | 'updatedAt'> & {
  refund: Pick<NonNullable<AdminReturn['refund']>, '_id' | 'status'> | null;
  orderId: Pick<AdminReturn['orderId'], 'status' | 'updatedAt'> | null;
};

/**
 * What changed between the return staff were shown and a fresh read of it, or null
 * (docs/decisions/181): its status, its refund, its order's status, or any other write
 * (`updatedAt` of the return or its order). Who made it is not known here: the shopper, a tablet
 * or the courier's tracking can each move a return, so the notice says "elsewhere".
 */
export function returnChange(before: Watched, after: Watched): string | null {
  if (before._id !== after._id) return null;
  const parts: string[] = [];
  if (before.status !== after.status) parts.push(`now ${after.status}`);
  const refund = after.refund;
  if (refund && (refund._id !== before.refund?._id || refund.status !== before.refund?.status))
    parts.push(`refund: ${refundStateText(refund.status)}`);
  if (after.orderId && before.orderId?.status !== after.orderId.status)
    parts.push(`order: ${orderStatusLabel(after.orderId.status)}`);
  if (parts.length > 0) return `This return was changed elsewhere: ${parts.join(' · ')}`;
  const touched = before.updatedAt !== after.updatedAt || before.orderId?.updatedAt !== after.orderId?.updatedAt;
  return touched ? 'This return was changed elsewhere: see its timeline.' : null;
}
