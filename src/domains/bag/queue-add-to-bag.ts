import type { ShopDatabase } from '../../data/db';
import { type BagChange, queueBagChange } from './queue-bag-change';

/**
 * 'add to bag' for a product the shopper's bag does not hold yet. The check and the write run in
 * one transaction, so a second tap (or a second tab) cannot queue a second add that the server
 * would refuse with 409 on replay. Resolves the entry's idempotency key, or null when the product
 * is already in the bag (queued or confirmed) and nothing was queued.
 */
export async function queueAddToBag(database: ShopDatabase, change: Omit<BagChange, 'op'>): Promise<string | null> {
  return database.transaction('rw', [database.cart, database.outbox], async () => {
    const line = await database.cart.get(change.productId);
    if (line && line.userId === change.userId) return null;
    return queueBagChange(database, { ...change, op: 'add' });
  });
}
