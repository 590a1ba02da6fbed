import { and, eq, notInArray, sql } from 'drizzle-orm';
import { findOffer, indiaDay, type Offer, offerMessages, offerRefusal } from '../../../contract/offers';
import type { OrderStatus } from '../../../contract/statuses';
import type { Db } from '../../db/client';
import { offerRedemptions } from '../../db/schema/offers';
import { orders } from '../../db/schema/orders';
import { ApiError } from '../../http/api-error';
import { type OfferLine, type OfferPrice, priceOffer } from './price-offer';

export type AppliedOffer = OfferPrice & { offer: Offer };

/** Statuses that do not count as having ordered: given up, or an online attempt not paid yet. */
const NOT_AN_ORDER_YET: OrderStatus[] = ['Canceled', 'Awaiting Payment'];

/** An unknown code is bad input: a 400 naming the field, as a form shows it. */
function unknownCode(code: string): ApiError {
  const message = offerMessages.unknown(code);
  return ApiError.badRequest(message, { offerCode: message });
}

/**
 * Checks a code against the shop's rules (contract/offers.ts offerRefusal) for this shopper and
 * these lines, and prices it; a refusal is a 409 in words (a 400 for a code that does not exist).
 * The quote and the order both come here, so what the bag shows is what the order charges.
 * "Once per shopper" is read here for the message and enforced by the database when the order
 * is placed (redeemOffer); "first order" counts the shopper's orders that were not cancelled.
 * An online attempt still awaiting payment counts for neither: placing an order releases the
 * shopper's unpaid attempt first (and with it its code), so the quote must not refuse what the
 * order would accept.
 */
export async function applyOffer(
  db: Db,
  userId: string,
  code: string,
  lines: readonly OfferLine[],
  /** The shop's clock (AppOptions.now): the day the offer's window is read against. */
  now: Date,
): Promise<AppliedOffer> {
  const offer = findOffer(code);
  if (!offer) throw unknownCode(code);
  const [ordered] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), notInArray(orders.status, NOT_AN_ORDER_YET)));
  const [used] = await db
    .select({ orderId: offerRedemptions.orderId })
    .from(offerRedemptions)
    .innerJoin(orders, eq(orders.id, offerRedemptions.orderId))
    .where(
      and(
        eq(offerRedemptions.userId, userId),
        eq(offerRedemptions.offerCode, offer.code),
        notInArray(orders.status, NOT_AN_ORDER_YET),
      ),
    );
  const price = priceOffer(offer, lines);
  const refusal = offerRefusal(offer, {
    today: indiaDay(now),
    hasOrdered: (ordered?.n ?? 0) > 0,
    alreadyUsed: used !== undefined,
    eligiblePaise: price.eligiblePaise,
  });
  if (refusal) throw ApiError.conflict(refusal);
  return { ...price, offer };
}
