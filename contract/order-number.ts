import { ORDER_NUMBER_CHARS, RETURN_NUMBER_CHARS } from './constants';

/** The last `chars` characters of an id: the one way an id is shortened for people to read. */
export function shortId(id: string | null | undefined, chars: number): string {
  return (id ?? '').slice(-chars);
}

/**
 * The order number: the last 8 characters of its id, the same for the shopper (orders list,
 * order page, success page, invoice, e-mails) and for staff (every back-office screen), so the
 * number a shopper reads out on the phone is the number staff see and search for
 * (docs/decisions/203).
 */
export function orderNumber(orderId: string | null | undefined): string {
  return shortId(orderId, ORDER_NUMBER_CHARS);
}

/** A return's number in the back office: the last 6 characters of its id (spec 001 section 9). */
export function returnNumber(returnId: string | null | undefined): string {
  return shortId(returnId, RETURN_NUMBER_CHARS);
}

/**
 * What staff type when they look for an order or a return by its number: '#1cd6ac', '1CD6AC' or
 * ' #2f67efb5 ' all mean the id ending so. Null when the text is not a number's shape.
 */
export function typedNumber(text: string): string | null {
  const bare = text.trim().replace(/^#\s*/, '').toLowerCase();
  return /^[0-9a-f]{4,24}$/.test(bare) ? bare : null;
}
