import { paiseFromRupees, rupeesFromPaise } from '../../contract/money';
import type { CartResponse } from '../../contract/order';
import { rebaseLines } from '../sync/shared/bag-rebase';
import type { CartRow, OutboxRow, ShopDatabase } from './db';

export function queuedEntries(database: ShopDatabase, userId: string): Promise<OutboxRow[]> {
  return database.outbox
    .orderBy('seq')
    .filter((entry) => entry.userId === userId)
    .toArray();
}

/**
 * Replaces the bag mirror with a server answer plus the still-queued changes. Runs inside the
 * caller's transaction when there is one (Dexie reuses it), so deleting a confirmed entry and
 * writing the new mirror commit together.
 */
export async function writeBagMirror(
  database: ShopDatabase,
  server: CartResponse,
  userId: string,
  now = Date.now(),
): Promise<void> {
  await database.transaction('rw', [database.cart, database.cartMeta, database.outbox], async () => {
    const queued = await queuedEntries(database, userId);
    await database.cart.where('userId').equals(userId).delete();
    await database.cart.bulkPut(rebaseLines(server, queued, userId));
    await database.cartMeta.put({ id: 'current', userId, value: server.value, fetchedAt: now });
  });
}

/** The total: the server's value, or Σ price × quantity while changes are pending (spec 000 s4). */
export function bagTotal(lines: CartRow[], serverValue: number | undefined): number {
  if (serverValue !== undefined && lines.every((line) => !line.pending)) return serverValue;
  return rupeesFromPaise(lines.reduce((sum, line) => sum + paiseFromRupees(line.price) * line.quantity, 0));
}
