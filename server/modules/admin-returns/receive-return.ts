import type { z } from 'zod';
import type { receiveReturnSchema } from '../../../contract/return-lifecycle';
import { returnMessages } from '../../../contract/returns';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { isObjectId } from '../../lib/object-id';
import type { Staff } from '../refunds/refunds';
import { transitionReturn } from '../returns/transition-return';

/**
 * Staff received the goods at the workshop and inspected each unit (docs/decisions/188): units
 * in good condition go back in stock once, damaged ones are kept on the return with their note.
 * Allowed for an approved return (the shopper brought or sent it themselves), a booked or
 * collected pickup, or one refunded early by override; once. The one writer of returns does it
 * under the order's and the return's row locks, with the timeline entry and the shopper's mail.
 */
export async function receiveReturn(
  db: Db,
  id: string,
  input: z.output<typeof receiveReturnSchema>,
  by: Staff,
): Promise<void> {
  if (!isObjectId(id)) throw ApiError.notFound(returnMessages.returnNotFound);
  await db.transaction((tx) => transitionReturn(tx, { kind: 'received', returnId: id, units: input.units, by }));
}
