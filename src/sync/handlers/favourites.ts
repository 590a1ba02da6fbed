import { shopRoutes } from '../../../contract/api/shop-routes';
import type { FavouriteItem } from '../../../contract/favourites';
import { createShopCaller } from '../../api/call';
import { writeFavouritesMirror } from '../../data/favourite-lines';
import type { SyncHandler } from './sync-handler';

/**
 * The favourites' changes in the outbox (docs/decisions/158-favourites.md): they share the bag's
 * queue and its order. Same guarantees as the bag: the entry's key goes as the Idempotency-Key,
 * and the entry is deleted only in the transaction that writes the server's answer, so a lost
 * answer means a resend that the server answers from its record.
 */
export const favouritesHandler: SyncHandler = {
  ops: ['favourite-add', 'favourite-remove'],
  async confirmed({ database }, entry, answer, userId) {
    await database.transaction('rw', [database.favourites, database.products, database.outbox], async () => {
      await database.outbox.delete(entry.seq);
      await writeFavouritesMirror(database, answer as FavouriteItem[], userId);
    });
  },
  /**
   * The server refused this change for good (the product is gone, the list is full): drop the
   * entry and its local effect, then read the list again. The read failing is logged only: the
   * next answer replaces the mirror anyway.
   */
  async refused({ database, client }, entry, userId) {
    await database.transaction('rw', [database.favourites, database.outbox], async () => {
      await database.outbox.delete(entry.seq);
      const row = await database.favourites.get([userId, entry.productId]);
      if (entry.op === 'favourite-add' && row?.pending) await database.favourites.delete([userId, entry.productId]);
    });
    try {
      await writeFavouritesMirror(database, await createShopCaller(client).call(shopRoutes.user.favourites), userId);
    } catch (error) {
      console.warn('Re-reading the favourites failed:', error);
    }
  },
  refusalMessage: (error) => error.message,
};
