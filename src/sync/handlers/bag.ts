import { shopRoutes } from '../../../contract/api/shop-routes';
import type { CartResponse } from '../../../contract/order';
import type { ApiError } from '../../api/api-error';
import { createShopCaller } from '../../api/call';
import { writeBagMirror } from '../../data/bag-lines';
import type { SyncContext } from '../sync-context';
import type { SyncHandler } from './sync-handler';

/** The spec's messages for a refused 'add to bag' (spec 000 s8, add to cart). */
export const addToBagRefusals = {
  invalid: 'Invalid request. Please try again.',
  conflict: 'Item already in cart or out of stock.',
  failed: 'Failed to add item to cart. Please try again.',
} as const;

async function readBagInto({ database, client }: SyncContext, userId: string): Promise<void> {
  try {
    await writeBagMirror(database, await createShopCaller(client).call(shopRoutes.cart.getCart), userId);
  } catch (error) {
    // Logged only (spec 000 s8, "fetch cart"); the next confirmed entry replaces the mirror anyway.
    console.warn('Re-reading the bag failed:', error);
  }
}

/** The bag's changes in the outbox: add, quantity, remove (docs/decisions/080). */
export const bagHandler: SyncHandler = {
  ops: ['add', 'quantity', 'remove'],
  async confirmed({ database }, entry, answer, userId) {
    await database.transaction('rw', [database.cart, database.cartMeta, database.outbox], async () => {
      await database.outbox.delete(entry.seq);
      await writeBagMirror(database, answer as CartResponse, userId);
    });
  },
  async refused(context, entry, userId) {
    const { database } = context;
    await database.transaction('rw', [database.cart, database.outbox], async () => {
      await database.outbox.delete(entry.seq);
      // The local effect of a refused add has nothing behind it on the server.
      const line = await database.cart.get(entry.productId);
      if (entry.op === 'add' && line?.pending) await database.cart.delete(entry.productId);
    });
    await readBagInto(context, userId);
  },
  refusalMessage(error: ApiError) {
    if (error.status === 400) return error.fromServer ? error.message : addToBagRefusals.invalid;
    if (error.status === 409) return addToBagRefusals.conflict;
    return addToBagRefusals.failed;
  },
};
