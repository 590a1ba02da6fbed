import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { returnMessages, type updateReturnStatusSchema } from '../../../contract/returns';
import { RETURN_STATUS_PAIRS } from '../../../contract/statuses';
import type { Db } from '../../db/client';
import { orders, returns } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { findReturnRow } from './admin-return-json';

/**
 * The combined selector (spec 001 section 4): only the listed pairs are taken. The return gets
 * the return status; the order gets the order status as both its status and its returnStatus.
 */
export async function updateReturnStatus(
  db: Db,
  id: string,
  input: z.output<typeof updateReturnStatusSchema>,
  now: Date,
): Promise<void> {
  const pair = RETURN_STATUS_PAIRS.find(
    (p) => p.returnStatus === input.returnStatus && p.orderStatus === input.orderStatus,
  );
  if (!pair) throw ApiError.badRequest(returnMessages.pairMismatch);
  const row = await findReturnRow(db, id);
  await db.transaction(async (tx) => {
    await tx.update(returns).set({ status: pair.returnStatus, updatedAt: now }).where(eq(returns.id, row.id));
    await tx
      .update(orders)
      .set({ status: pair.orderStatus, returnStatus: pair.orderStatus, updatedAt: now })
      .where(eq(orders.id, row.orderId));
  });
}
