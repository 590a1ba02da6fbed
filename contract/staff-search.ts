import { z } from 'zod';

/**
 * How staff find people and orders in the back office (docs/decisions/203): by what they are
 * told on the phone or read off a parcel. One rule, used by the server's queries and by the
 * search boxes' hints.
 */
export const STAFF_SEARCH_MAX = 100;

export const staffSearchSchema = z
  .string()
  .trim()
  .max(STAFF_SEARCH_MAX, { error: `Search text must be at most ${STAFF_SEARCH_MAX} characters` })
  .default('');

export const staffSearchHints = {
  orders: 'Search by order number, name, phone, e-mail or AWB',
  customers: 'Search by name, e-mail or phone',
} as const;

/** Fewer digits than this are not taken for a phone number (they are part of an id or a name). */
const MIN_PHONE_DIGITS = 5;
/** An Indian mobile number is 10 digits; '+91', '91' or '0' in front of them is the same number. */
const NATIONAL_DIGITS = 10;

/**
 * The digits of a phone number as staff type it ('98300 12345', '+91 9830012345',
 * '098300-12345'): its last 10 digits, so the country code or a trunk 0 does not matter; null
 * when the text holds letters or too few digits to be a phone number.
 */
export function typedPhoneDigits(text: string): string | null {
  if (!/^[\d\s()+.-]+$/.test(text.trim())) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length < MIN_PHONE_DIGITS) return null;
  return digits.length > NATIONAL_DIGITS ? digits.slice(-NATIONAL_DIGITS) : digits;
}
