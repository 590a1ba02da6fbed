import { useEffect, useRef, useState } from 'react';
import type { OfferQuote } from '../../../contract/offers';
import { getErrorMessage } from '../../lib/get-error-message';
import { quoteOffer } from './quote-offer';

/**
 * The offer applied at checkout and the server's price for it. A quote is for the bag as it was:
 * when the bag's value changes (a line changed in another tab), the code is priced again, and
 * until that answer the summary shows no discount rather than an old one. A code the new bag no
 * longer qualifies for is taken off with the server's reason.
 */
export function useOfferQuote(bagTotal: number) {
  const [offer, setOffer] = useState<OfferQuote | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const asked = useRef<string | null>(null);
  const stale = offer !== null && offer.subtotal !== bagTotal;
  const code = offer?.code ?? null;

  useEffect(() => {
    if (!stale || code === null) return;
    // One request per code and bag value: an answer that still differs (the bag's mirror is
    // behind the server) is shown as it is, not asked again in a loop.
    const key = `${code}@${bagTotal}`;
    if (asked.current === key) return;
    asked.current = key;
    let current = true;
    quoteOffer(code).then(
      (quote) => {
        if (current) setOffer(quote);
      },
      (error: unknown) => {
        if (!current) return;
        setOffer(null);
        setNotice(getErrorMessage(error));
      },
    );
    return () => {
      current = false;
    };
  }, [stale, code, bagTotal]);

  return {
    /** The quote, when it is for the bag shown. */
    offer: stale ? null : offer,
    /** The code to send with the order: the server checks and prices it again whatever the quote said. */
    code,
    applied: offer,
    notice,
    setOffer(quote: OfferQuote | null) {
      asked.current = null;
      setNotice(null);
      setOffer(quote);
    },
  };
}
