import type { BagOp, LineSnapshot, ShopDatabase } from '../../data/db';
import { applyChange } from '../../sync/shared/bag-rebase';

export type BagChange = {
  userId: string;
  op: BagOp;
  productId: string;
  quantity: number;
  title: string;
  line?: LineSnapshot;
};

function newKey(): string {
  return crypto.randomUUID();
}

/**
 * Applies a bag change locally and appends its outbox entry in ONE transaction (STYLE.md 5):
 * either both are stored or neither, so the bag never shows a change that will not be sent,
 * and never sends one it does not show. Returns the entry's idempotency key.
 */
export async function queueBagChange(
  database: ShopDatabase,
  change: BagChange,
  now = Date.now(),
  key = newKey(),
): Promise<string> {
  const entry = { ...change, key, createdAt: now, attempts: 0, lastError: null };
  await database.transaction('rw', [database.cart, database.outbox], async () => {
    const next = applyChange(await database.cart.get(change.productId), entry);
    if (next) await database.cart.put(next);
    else await database.cart.delete(change.productId);
    await database.outbox.add(entry);
  });
  return key;
}
