import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems } from '../../db/schema/orders';
import { returns } from '../../db/schema/returns';

/**
 * Claims `quantity` units of an order line for a new return (docs/decisions/187): one
 * conditional update, so two submissions at once never claim more than the line has. Only
 * transition-return.ts calls it, under the order's row lock. False when the units are not free.
 */
export async function claimReturnUnits(tx: Db, itemId: string, quantity: number, returnId: string): Promise<boolean> {
  const claimed = await tx
    .update(orderItems)
    .set({
      returnedQuantity: sql`${orderItems.returnedQuantity} + ${quantity}`,
      returned: sql`${orderItems.returnedQuantity} + ${quantity} >= ${orderItems.quantity}`,
      returnId,
    })
    .where(and(eq(orderItems.id, itemId), sql`${orderItems.returnedQuantity} + ${quantity} <= ${orderItems.quantity}`))
    .returning({ id: orderItems.id });
  return claimed.length > 0;
}

/** A withdrawn return gives its units back to the line; the line's latest other return stays named (transition-return.ts only). */
export async function releaseReturnUnits(tx: Db, itemId: string, quantity: number): Promise<void> {
  const [latest] = await tx
    .select({ id: returns.id })
    .from(returns)
    .where(eq(returns.orderItemId, itemId))
    .orderBy(desc(returns.requestedAt), desc(returns.id))
    .limit(1);
  await tx
    .update(orderItems)
    .set({
      returnedQuantity: sql`greatest(0, ${orderItems.returnedQuantity} - ${quantity})`,
      returned: false,
      returnId: latest?.id ?? null,
    })
    .where(eq(orderItems.id, itemId));
}
