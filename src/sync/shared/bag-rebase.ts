import type { CartResponse } from '../../../contract/order';
import type { CartRow, OutboxRow } from '../../data/rows';

/**
 * How a queued bag change looks locally. The same function applies a change when it is made
 * and re-applies the still-queued changes on top of each server answer ("rebase"), so the
 * screen always shows server state plus what is waiting to be sent. Pure: the page
 * (src/data/bag-lines.ts) and the service worker (sw/outbox-sync.ts) write the mirror with it,
 * so it lives with what both senders share (docs/decisions/258).
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
