import { type Paise, percentOf } from '../../../contract/money';
import type { Offer } from '../../../contract/offers';

/** A bag or order line as an offer sees it: its value in paise and its product's department. */
export type OfferLine = { valuePaise: Paise; department: string | null };

export type OfferPrice = {
  /** Paise of the lines the offer applies to. */
  eligiblePaise: Paise;
  /** The whole discount: the percentage of the eligible paise, to the nearest paisa. */
  discountPaise: Paise;
  /** Each line's share of the discount, in the lines' order; they add up to discountPaise. */
  lineDiscounts: Paise[];
};

function applies(offer: Offer, line: OfferLine): boolean {
  return offer.scope.kind !== 'department' || line.department === offer.scope.department;
}

/**
 * The offer's discount on these lines, split over the lines it applies to in proportion to
 * their value (largest remainder, so the shares add up to the discount to the paisa). Each
 * line's share is stored on the order line: a refund of some of its units gives back what was
 * paid for them, never the undiscounted price (docs/decisions/222).
 */
export function priceOffer(offer: Offer, lines: readonly OfferLine[]): OfferPrice {
  const eligible = lines.map((line) => (applies(offer, line) ? line.valuePaise : 0));
  const eligiblePaise = eligible.reduce((sum, value) => sum + value, 0);
  const discountPaise = percentOf(eligiblePaise, offer.percent);
  const exact = eligible.map((value) => (eligiblePaise === 0 ? 0 : (value * discountPaise) / eligiblePaise));
  const lineDiscounts = exact.map(Math.floor);
  let left = discountPaise - lineDiscounts.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((share, index) => ({ index, rest: share - Math.floor(share) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    lineDiscounts[index] = (lineDiscounts[index] ?? 0) + 1;
    left--;
  }
  return { eligiblePaise, discountPaise, lineDiscounts };
}
