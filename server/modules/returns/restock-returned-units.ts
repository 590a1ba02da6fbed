import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/catalogue';

export type RestockInput = {
  productId: string | null;
  quantity: number;
  orderId: string;
  returnId: string;
  by: { id: string; name: string } | null;
};

/**
 * Puts units that came back in a return on the shelf (docs/decisions/188). The one place a
 * return moves stock: transitionReturn calls it when a return is received, which happens once
 * per return under the order's row lock, so the units are added once however often staff press
 * the button. A deleted or inactive product is not restocked (there is no shelf to put it on);
 * the answer says whether stock moved. The stock ledger will take this over (orders/stock.ts
 * restockReturnedUnits, same signature); orderId, returnId and by are for its entry.
 */
export async function restockReturnedUnits(tx: Db, input: RestockInput): Promise<boolean> {
  if (!input.productId || input.quantity <= 0) return false;
  const moved = await tx
    .update(products)
    .set({ inventory: sql`${products.inventory} + ${input.quantity}` })
    .where(and(eq(products.id, input.productId), eq(products.status, 'active')))
    .returning({ id: products.id });
  return moved.length > 0;
}
