import { eq } from 'drizzle-orm';
import { type Offer, offerMessages } from '../../../contract/offers';
import type { Db } from '../../db/client';
import { offerRedemptions } from '../../db/schema/offers';
import { ApiError } from '../../http/api-error';

/**
 * Marks the offer used by this shopper for this order, in the order's transaction. The primary
 * key (shopper, code) is the guarantee: of two checkouts racing with the same code, the second
 * insert waits for the first to commit, finds the row and inserts nothing, and its order is
 * refused and rolled back. Never two orders of one shopper on one code.
 */
export async function redeemOffer(tx: Db, userId: string, offer: Offer, orderId: string): Promise<void> {
  const inserted = await tx
    .insert(offerRedemptions)
    .values({ userId, offerCode: offer.code, orderId })
    .onConflictDoNothing()
    .returning({ orderId: offerRedemptions.orderId });
  if (inserted.length === 0) throw ApiError.conflict(offerMessages.alreadyUsed(offer));
}

/** A cancelled order gives its code back (an abandoned online payment, a cancel before dispatch). */
export async function freeOfferOf(tx: Db, orderId: string): Promise<void> {
  await tx.delete(offerRedemptions).where(eq(offerRedemptions.orderId, orderId));
}

/**
 * A cancelled order brought back (a payment that captured after its hold was released) takes its
 * code again when it is still free. When the shopper used it meanwhile the order keeps the price
 * it was paid at: the money has moved, and refusing it would strand the payment.
 */
export async function reclaimOfferOf(
  tx: Db,
  order: { id: string; userId: string | null; offerCode: string | null },
): Promise<void> {
  if (!order.offerCode || !order.userId) return;
  await tx
    .insert(offerRedemptions)
    .values({ userId: order.userId, offerCode: order.offerCode, orderId: order.id })
    .onConflictDoNothing();
}
