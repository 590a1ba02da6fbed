import { eq, sql } from 'drizzle-orm';
import { orderReturnStatus } from '../../../contract/return-lifecycle';
import { type OrderStatus, RETURN_STATUS_PAIRS } from '../../../contract/statuses';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema/orders';
import { returns } from '../../db/schema/returns';

type OrderRow = typeof orders.$inferSelect;

/** Order statuses its returns gave; a whole-order Refunded (the order lifecycle's) is not one. */
const RETURN_ORDER_STATUSES = new Set<OrderStatus>([
  ...RETURN_STATUS_PAIRS.map((pair) => pair.orderStatus).filter((status) => status !== 'Refunded'),
  'Returned',
  'Partly Returned',
]);

/**
 * The order's status and returnStatus as all its returns now leave them (orderReturnStatus):
 * the order is already locked by the caller. Part of the one writer of returns: only
 * transition-return.ts calls it (docs/decisions/189). With no return left it is Delivered again.
 */
export async function settleOrderReturnState(tx: Db, order: OrderRow, now: Date): Promise<void> {
  const rows = await tx
    .select({ status: returns.status, quantity: returns.quantity })
    .from(returns)
    .where(eq(returns.orderId, order.id));
  const [units] = await tx
    .select({ ordered: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  const derived = orderReturnStatus({ returns: rows, orderedUnits: Number(units?.ordered ?? 0) });
  if (derived === null && !RETURN_ORDER_STATUSES.has(order.status)) return;
  const status: OrderStatus = derived ?? 'Delivered';
  const [current] = await tx
    .select({ status: orders.status, returnStatus: orders.returnStatus })
    .from(orders)
    .where(eq(orders.id, order.id));
  if (current?.status === status && current.returnStatus === derived) return;
  await tx.update(orders).set({ status, returnStatus: derived, updatedAt: now }).where(eq(orders.id, order.id));
}
