import { ORDER_NUMBER_CHARS_CUSTOMER } from './constants';

/**
 * The order number shown for an order: the last 8 characters of its id for shoppers (spec 000
 * section 9), 6 in the back office. One rule for the orders list, the order page, the success
 * page, the invoice and the e-mails.
 */
export function orderNumber(orderId: string, chars: number = ORDER_NUMBER_CHARS_CUSTOMER): string {
  return orderId.slice(-chars);
}
