import { and, eq, sql } from 'drizzle-orm';
import type { PackingClaim } from '../../../contract/packing';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { recordEvent } from '../order-timeline/record-event';
import { claimNext } from './claim-packing';
import { type Packer, readyToPackSql } from './packing-desk';
import { leaseProblem } from './packing-lease';

/**
 * `POST /api/admin/packing/{id}/skip` ("skip / item missing"), by the claim's holder: the claim
 * is let go, the order goes to the back of the queue with the note shown to the next packer,
 * and the timeline records who skipped it and why, in one transaction. The answer is the next
 * claim, never the order just skipped.
 */
export async function skipPacking(db: Db, packer: Packer, id: string, note: string): Promise<PackingClaim> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ packerId: null, packingLeaseUntil: null, packingSkippedAt: sql`now()`, packingNote: note })
      .where(and(eq(orders.id, id), eq(orders.packerId, packer.sessionId), readyToPackSql))
      .returning({ id: orders.id });
    if (!row) throw await leaseProblem(tx, id, packer);
    await recordEvent(tx, {
      orderId: id,
      kind: 'packing',
      actor: 'admin',
      by: { id: packer.userId, name: packer.email },
      summary: `Skipped at the packing desk: ${note}`,
      data: { note },
    });
  });
  return claimNext(db, packer, { exclude: [id] });
}
