import { OFFER_QUOTE_PATH, type OfferQuote, type OfferQuoteInput } from '../../../contract/offers';
import { api } from '../../api/client';

/**
 * POST offers/quote: the server prices the bag it holds with the code, by the rules the order
 * will use; a refusal (unknown, expired, used...) comes back as an ApiError with its words.
 */
export function quoteOffer(offerCode: string): Promise<OfferQuote> {
  return api.post<OfferQuote>(OFFER_QUOTE_PATH, { offerCode } satisfies OfferQuoteInput);
}
