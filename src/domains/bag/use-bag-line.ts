import { db as appDb, type CartRow, type ShopDatabase } from '../../data/db';
import { type FirstAnswer, readFirstAnswer, usePrimedLiveQuery } from '../../data/live-query';
import { readSessionUser } from '../../data/session';

/** The signed-in shopper's bag line for one product, or null (not in the bag, or signed out). */
export async function readBagLine(database: ShopDatabase, productId: string): Promise<CartRow | null> {
  const user = await readSessionUser(database);
  if (!user) return null;
  const line = await database.cart.get(productId);
  return line && line.userId === user._id ? line : null;
}

const primeKeyOf = (productId: string) => `bag-line:${productId}`;

/**
 * Read before the product page's first render (src/app/first-reads.ts): a product in the bag is
 * drawn 'in your bag' at once, never 'add to bag' first (docs/decisions/368).
 */
export function readBagLineFirst(productId: string): Promise<FirstAnswer> {
  return readFirstAnswer(primeKeyOf(productId), () => readBagLine(appDb(), productId));
}

/** undefined while IndexedDB answers; the product page shows 'in your bag' from this. */
export function useBagLine(productId: string): CartRow | null | undefined {
  return usePrimedLiveQuery(primeKeyOf(productId), () => readBagLine(appDb(), productId), [productId]);
}
