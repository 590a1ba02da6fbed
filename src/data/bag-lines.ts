import type { CartResponse } from '../../contract/order';
import type { CartRow, OutboxRow, ShopDatabase } from './db';

/**
 * How a queued bag change looks locally. The same function applies a change when it is made
 * and re-applies the still-queued changes on top of each server answer ("rebase"), so the
 * screen always shows server state plus what is waiting to be sent.
 */
export function applyChange(line: CartRow | undefined, entry: OutboxRow): CartRow | undefined {
  switch (entry.op) {
    case 'add':
      if (line) return line;
      if (!entry.line) return undefined;
      return {
        ...entry.line,
        _id: `local-${entry.key}`,
        productId: entry.productId,
        quantity: entry.quantity,
        userId: entry.userId,
        pending: true,
      };
    case 'remove':
      return undefined;
    case 'quantity':
      return line ? { ...line, quantity: entry.quantity, pending: true } : undefined;
    // Favourites share the outbox but not the bag.
    case 'favourite-add':
    case 'favourite-remove':
      return line;
  }
}

/** Server lines with the queued entries (oldest first) applied on top. */
export function rebaseLines(server: CartResponse, queued: OutboxRow[], userId: string): CartRow[] {
  const lines = new Map<string, CartRow>(
    server.cart.map((line) => [line.productId, { ...line, userId, pending: false }]),
  );
  for (const entry of queued) {
    const next = applyChange(lines.get(entry.productId), entry);
    if (next) lines.set(entry.productId, next);
    else lines.delete(entry.productId);
  }
  return [...lines.values()];
}

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
  return lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
}
