import { db as appDb, type CartRow, type ShopDatabase } from '../../data/db';
import { useLiveQuery } from '../../data/live-query';
import { readSessionUser } from '../../data/session';

/** The signed-in shopper's bag line for one product, or null (not in the bag, or signed out). */
export async function readBagLine(database: ShopDatabase, productId: string): Promise<CartRow | null> {
  const user = await readSessionUser(database);
  if (!user) return null;
  const line = await database.cart.get(productId);
  return line && line.userId === user._id ? line : null;
}

/** undefined while IndexedDB answers; the product page shows 'in your bag' from this. */
export function useBagLine(productId: string): CartRow | null | undefined {
  return useLiveQuery(() => readBagLine(appDb(), productId), [productId]);
}
