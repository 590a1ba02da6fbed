import { eq } from 'drizzle-orm';
import { readyToPack } from '../../../contract/order-lifecycle/status-graph';
import type { PackedResponse } from '../../../contract/packing';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { transitionOrder } from '../orders/transition-order';
import { toOrders } from './admin-order-json';
import { claimNext } from './claim-packing';
import type { Packer } from './packing-desk';
import { leaseProblem } from './packing-lease';

/**
 * `POST /api/admin/packing/{id}/packed`: only the tablet holding the claim may mark the order
 * packed (409 otherwise), so a second tablet can never pack a duplicate parcel. The status
 * moves through transitionOrder (the timeline entry names the staff member; the claim is
 * cleared with the status; packing moves no stock). The answer carries the next claim.
 *
 * A claim that ran out still counts while nobody took the order over: the packer id is
 * replaced only by another claim.
 */
export async function markPacked(db: Db, packer: Packer, id: string): Promise<PackedResponse> {
  const after = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!row || row.packerId !== packer.sessionId || !readyToPack(row)) throw await leaseProblem(tx, id, packer);
    const result = await transitionOrder(tx, {
      orderId: id,
      to: 'Processing',
      actor: 'admin',
      by: { id: packer.userId, name: packer.email },
      note: 'packed at the packing desk',
    });
    return result.after;
  });
  const [packed] = await toOrders(db, [after]);
  if (!packed) throw new Error(`order ${id} vanished after packing`);
  return { packed, next: await claimNext(db, packer) };
}
