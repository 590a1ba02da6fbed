import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { PackedResponse, PackingOrder } from '../../../contract/admin-orders';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { AppDeps } from '../../http/app-env';
import { toPackingOrders } from './admin-order-json';
import { getOrder, orderNotFound } from './change-status';

export const PACKING_QUEUE_LIMIT = 50;
export const NOT_READY_TO_PACK = 'Only a paid order, or a cash-on-delivery order that is placed, can be packed';

/** Ready to pack (docs/decisions/096): paid online, or cash on delivery and placed. */
const readyToPack = or(eq(orders.status, 'Paid'), and(eq(orders.paymentMethod, 'COD'), eq(orders.status, 'Placed')));

/** The packing desk's queue, oldest first, each line with its article code for the shelf. */
export async function packingQueue(db: Db, limit = PACKING_QUEUE_LIMIT): Promise<PackingOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(readyToPack)
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit);
  return toPackingOrders(db, rows);
}

/** Marks an order packed (Processing) and hands back the next one in the queue. */
export async function markPacked(deps: AppDeps, id: string): Promise<PackedResponse> {
  const [row] = await deps.db
    .select({ status: orders.status, paymentMethod: orders.paymentMethod })
    .from(orders)
    .where(eq(orders.id, id));
  if (!row) throw orderNotFound(id);
  // Checked again under the lock by the conditional update below.
  const claimed = await deps.db
    .update(orders)
    .set({ status: 'Processing', updatedAt: new Date() })
    .where(and(eq(orders.id, id), readyToPack, inArray(orders.status, ['Paid', 'Placed'])))
    .returning({ id: orders.id });
  if (claimed.length === 0) throw ApiError.conflict(NOT_READY_TO_PACK);
  const [next] = await packingQueue(deps.db, 1);
  return { packed: await getOrder(deps.db, id), next: next ?? null };
}
