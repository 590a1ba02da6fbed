import { shopRoutes } from '../../../contract/api/shop-routes';
import type { OfferQuote } from '../../../contract/offers';
import { callShop } from '../../api/call';

/**
 * POST offers/quote: the server prices the bag it holds with the code, by the rules the order
 * will use; a refusal (unknown, expired, used...) comes back as an ApiError with its words.
 */
export function quoteOffer(offerCode: string): Promise<OfferQuote> {
  return callShop(shopRoutes.offers.quote, { body: { offerCode } });
}
