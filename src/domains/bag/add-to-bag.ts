import { bagLineOf } from '../../../contract/first-screen-purchase';
import type { MirroredProduct } from '../../../contract/mirrored-product';
import { getCustomerToken } from '../../api/tokens';
import { db } from '../../data/db';
import { knownSessionUser } from '../../data/session';
import { type EnqueueOutcome, enqueue } from '../../sync/enqueue';
import { queueAddToBag } from './queue-add-to-bag';

/**
 * How 'add to bag' ended (docs/decisions/156-honest-bag-states.md): the outbox's outcome for the
 * entry (sent, queued, session-expired, refused with the spec's message), or it never reached the
 * outbox: nobody is signed in, the token is gone, or the device could not store it.
 */
export type AddToBagResult = EnqueueOutcome | { kind: 'signed-out' } | { kind: 'no-token' } | { kind: 'not-stored' };

/**
 * 'add to bag': the line is added to the local bag and its outbox entry written in one
 * transaction (nothing when the bag holds the product already), then pushed with a 10-second
 * timeout. The product page shows the line from the bag itself (in your bag, or saved on this
 * device and waiting), so a second tap never queues a second add.
 */
export async function addToBag(
  product: MirroredProduct,
  quantity: number,
  /** Called once the change is going to be stored (the button shows it is working). */
  onStoring: () => void = () => undefined,
): Promise<AddToBagResult> {
  // Read at the tap: a tap right after the page opened may come before a screen's live query
  // knows the shopper, and no card needs to watch the session only for its button.
  const shopper = await knownSessionUser();
  if (!shopper) return { kind: 'signed-out' };
  if (!getCustomerToken()) return { kind: 'no-token' };
  const change = {
    userId: shopper._id,
    productId: product._id,
    quantity,
    title: product.title,
    line: bagLineOf(product),
  };
  onStoring();
  try {
    return await enqueue(() => queueAddToBag(db(), change));
  } catch (error) {
    // Only the write rejects enqueue: nothing was stored, the local line and its entry being one transaction.
    console.warn('Adding to the bag failed:', error);
    return { kind: 'not-stored' };
  }
}
