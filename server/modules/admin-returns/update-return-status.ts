import type { z } from 'zod';
import { returnMessages, type updateReturnStatusSchema } from '../../../contract/returns';
import { RETURN_STATUS_PAIRS } from '../../../contract/statuses';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { isObjectId } from '../../lib/object-id';
import type { Staff } from '../refunds/refunds';
import { transitionReturn } from '../returns/transition-return';

/**
 * The combined selector (spec 001 section 4), held to the return's lifecycle
 * (docs/decisions/141, 186): only the listed pairs (400 otherwise), and of those only the moves
 * staff make by hand, Approved and Rejected (409 naming why): Pickup Booked, Picked Up,
 * Received and Refunded follow the booking, the courier, the workshop and the money. The order
 * status is the one its returns give (docs/decisions/187), set by the one writer of returns.
 */
export async function updateReturnStatus(
  db: Db,
  id: string,
  input: z.output<typeof updateReturnStatusSchema>,
  by: Staff,
): Promise<void> {
  const pair = RETURN_STATUS_PAIRS.find(
    (p) => p.returnStatus === input.returnStatus && p.orderStatus === input.orderStatus,
  );
  if (!pair) throw ApiError.badRequest(returnMessages.pairMismatch);
  if (!isObjectId(id)) throw ApiError.notFound(returnMessages.returnNotFound);
  await db.transaction((tx) => transitionReturn(tx, { kind: 'review', returnId: id, to: pair.returnStatus, by }));
}
