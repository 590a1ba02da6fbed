import type { CartRow, ShopDatabase } from '../../data/db';
import { queueBagChange } from './queue-bag-change';

const BAG_OPS = new Set(['add', 'quantity', 'remove']);

/**
 * "Remove" on a bag line still waiting for the shop: its queued changes are withdrawn (so a
 * change the shop keeps failing no longer holds up the queue) and a remove is queued in their
 * place, in one transaction with the local line going. The remove is sent even when nothing
 * reached the shop: an earlier try may have been made there with its answer lost, and removing
 * a line the bag does not hold is harmless (docs/decisions/195).
 */
export async function withdrawBagLine(database: ShopDatabase, line: CartRow): Promise<string> {
  return database.transaction('rw', [database.cart, database.outbox], async () => {
    await database.outbox
      .where('userId')
      .equals(line.userId)
      .filter((entry) => entry.productId === line.productId && BAG_OPS.has(entry.op))
      .delete();
    return queueBagChange(database, {
      userId: line.userId,
      op: 'remove',
      productId: line.productId,
      quantity: 0,
      title: line.title,
    });
  });
}
