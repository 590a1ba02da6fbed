import { DELIVERY_PHONE_DIGITS } from '../../../contract/constants';

/**
 * The profile's phone as the delivery step wants it, exactly 10 digits: '+91 98300 12345',
 * '098300 12345' and '9830012345' all give '9830012345'. A number that is not an Indian mobile
 * in one of these forms gives '' and the shopper types it.
 */
export function deliveryPhoneFromProfile(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length === DELIVERY_PHONE_DIGITS) return digits;
  if (digits.length === DELIVERY_PHONE_DIGITS + 2 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === DELIVERY_PHONE_DIGITS + 1 && digits.startsWith('0')) return digits.slice(1);
  return '';
}
