import { ORDER_NUMBER_CHARS_ADMIN, ORDER_NUMBER_CHARS_CUSTOMER } from './constants';

/** The last `chars` characters of an id: the one way an id is shortened for people to read. */
export function shortId(id: string | null | undefined, chars: number): string {
  return (id ?? '').slice(-chars);
}

/**
 * The order number shown for an order: the last 8 characters of its id for shoppers (spec 000
 * section 9), 6 in the back office. One rule for the orders list, the order page, the success
 * page, the invoice and the e-mails.
 */
export function orderNumber(orderId: string, chars: number = ORDER_NUMBER_CHARS_CUSTOMER): string {
  return shortId(orderId, chars);
}

/** The back office's order (and return) number: the last 6 characters of the id. */
export function adminOrderNumber(id: string | null | undefined): string {
  return shortId(id, ORDER_NUMBER_CHARS_ADMIN);
}
