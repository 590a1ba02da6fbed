import { ORDER_NUMBER_CHARS_CUSTOMER } from '../../contract/constants';

/** The order number shoppers see: the last 8 characters of the order id (spec 000 section 9). */
export function orderNumber(orderId: string, chars: number = ORDER_NUMBER_CHARS_CUSTOMER): string {
  return orderId.slice(-chars);
}
