import { z } from 'zod';
import type { Paise } from './money';

/**
 * The shop's offers, declared once (docs/decisions/220): the profile lists them with their
 * codes, the checkout sends a code, and the server checks and prices it with these rules.
 * Staff do not edit offers in the back office; a new offer is a change to this file.
 */

/** What part of an order an offer takes its percentage off. */
export type OfferScope =
  | { kind: 'first-order' }
  | { kind: 'whole-order' }
  /** Only the lines whose product is in this department (the storefront's category). */
  | { kind: 'department'; department: 'home'; label: string };

export type Offer = {
  code: string;
  title: string;
  /** What the shopper is promised, in words. */
  detail: string;
  percent: number;
  scope: OfferScope;
  /** First and last day the code is taken, inclusive, in India time (YYYY-MM-DD). */
  validFrom: string;
  validUntil: string;
};

export const OFFERS: readonly Offer[] = [
  {
    code: 'WELCOME10',
    title: 'Welcome offer',
    detail: '10% off your first order',
    percent: 10,
    scope: { kind: 'first-order' },
    validFrom: '2026-01-01',
    validUntil: '2027-12-31',
  },
  {
    code: 'HOME20',
    title: 'Voucher',
    detail: '20% off everything from Home (rugs, mats, coasters)',
    percent: 20,
    scope: { kind: 'department', department: 'home', label: 'Home' },
    validFrom: '2026-06-01',
    validUntil: '2027-01-31',
  },
  {
    code: 'FESTIVE5',
    title: 'Festive promotion',
    detail: '5% off the whole order',
    percent: 5,
    scope: { kind: 'whole-order' },
    validFrom: '2026-10-01',
    validUntil: '2027-02-28',
  },
];

export const OFFER_CODE_MAX = 32;

/** Codes are matched without regard to case or surrounding spaces. */
export function normaliseOfferCode(code: string): string {
  return code.trim().toUpperCase();
}

export function findOffer(code: string): Offer | undefined {
  const wanted = normaliseOfferCode(code);
  return OFFERS.find((offer) => offer.code === wanted);
}

/** '2027-01-31' as '31 Jan 2027', for the shopper. */
export function offerDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${date} ${names[(month ?? 1) - 1]} ${year}`;
}

/** The day it is in India at this moment (YYYY-MM-DD): validity is counted in whole Indian days. */
export function indiaDay(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

export const offerMessages = {
  codeRequired: 'Enter an offer code',
  codeTooLong: `An offer code has at most ${OFFER_CODE_MAX} characters`,
  unknown: (code: string) =>
    `There is no offer with the code ${code}. Your offers and their codes are on your profile.`,
  notYet: (offer: Offer) => `The offer ${offer.code} starts on ${offerDate(offer.validFrom)}`,
  expired: (offer: Offer) => `The offer ${offer.code} ended on ${offerDate(offer.validUntil)}`,
  notFirstOrder: (offer: Offer) => `${offer.code} is for a first order only, and you have ordered with us before`,
  nothingFromDepartment: (offer: Offer, label: string) =>
    `${offer.code} takes ${offer.percent}% off items from ${label}, and there are none in your bag`,
  alreadyUsed: (offer: Offer) => `You have already used the offer ${offer.code}: each offer is once per shopper`,
} as const;

/** The code as a body field: the quote's body, and optional on create-cod and payment/create. */
export const offerCodeSchema = z
  .string({ error: offerMessages.codeRequired })
  .trim()
  .min(1, offerMessages.codeRequired)
  .max(OFFER_CODE_MAX, offerMessages.codeTooLong)
  .transform(normaliseOfferCode);

export const offerQuoteSchema = z.object({ offerCode: offerCodeSchema });
export type OfferQuoteInput = z.input<typeof offerQuoteSchema>;

/** The quote's answer, in rupees like every amount the API sends (JSON; paise inside, docs/decisions/250). */
export const offerQuoteAnswerSchema = z.object({
  code: z.string(),
  title: z.string(),
  detail: z.string(),
  /** Rupees: the bag's value before the offer. */
  subtotal: z.number(),
  /** Rupees the offer takes off. */
  discount: z.number(),
  /** Rupees: subtotal less discount. */
  total: z.number(),
});
export type OfferQuote = z.infer<typeof offerQuoteAnswerSchema>;

/** What the rules look at, gathered by the server under the shopper's bag lock. */
export type OfferFacts = {
  /** Today in India (indiaDay). */
  today: string;
  /** The shopper has an order that was not cancelled. */
  hasOrdered: boolean;
  /** An order of theirs that was not cancelled carries this code. */
  alreadyUsed: boolean;
  /** Paise of the bag the offer applies to. */
  eligiblePaise: Paise;
};

/** Why this offer cannot be used now, in words; null when it can. One rule set for quote and order. */
export function offerRefusal(offer: Offer, facts: OfferFacts): string | null {
  if (facts.today < offer.validFrom) return offerMessages.notYet(offer);
  if (facts.today > offer.validUntil) return offerMessages.expired(offer);
  if (facts.alreadyUsed) return offerMessages.alreadyUsed(offer);
  if (offer.scope.kind === 'first-order' && facts.hasOrdered) return offerMessages.notFirstOrder(offer);
  if (offer.scope.kind === 'department' && facts.eligiblePaise <= 0)
    return offerMessages.nothingFromDepartment(offer, offer.scope.label);
  return null;
}
