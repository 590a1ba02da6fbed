import type { CartRow, ShopDatabase } from '../../data/db';
import { queueAddToBag } from './queue-add-to-bag';

/**
 * "Undo" after a bag line was removed: the same line, at the same quantity, goes back through
 * the outbox as an add (the remove before it may already be sent, or still waiting offline; the
 * server sees remove then add, in that order). Nothing is queued when the bag holds the product
 * again already (a second tap, or another tab). Resolves the entry's key, or null.
 */
export function restoreBagLine(database: ShopDatabase, removed: CartRow): Promise<string | null> {
  const { userId, productId, quantity, title, price, image, slug, inventory, size } = removed;
  return queueAddToBag(database, {
    userId,
    productId,
    quantity,
    title,
    line: { title, price, image, slug, inventory, size },
  });
}
