import { offerQuoteAnswerSchema, offerQuoteSchema } from '../offers';
import { offersAddresses } from './addresses/offers';
import { defineRoute, json } from './route';

/** Offer codes at checkout (docs/decisions/220-223). */
export const offersApi = {
  quote: defineRoute({
    ...offersAddresses.quote,
    access: 'customer',
    summary: "The shopper's bag priced with an offer code, or why the code cannot be used",
    body: offerQuoteSchema,
    answer: json(offerQuoteAnswerSchema),
  }),
} as const;
