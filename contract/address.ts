import { z } from 'zod';
import { DEFAULT_COUNTRY, DELIVERY_PHONE_DIGITS } from './constants';
import { messages } from './messages';

const text = (max: number) => z.string().trim().max(max).default('');

/**
 * A saved address (spec 000 section 3). The form requires area (streetAddress) and state
 * (section 5); other fields are free text, the country defaults to India.
 */
export const addressSchema = z.object({
  fullName: text(120),
  houseNumber: text(120),
  streetAddress: z.string({ error: 'Area is required' }).trim().min(1, 'Area is required').max(300),
  city: text(120),
  postalCode: text(12),
  state: z.string({ error: 'State is required' }).trim().min(1, 'State is required').max(120),
  phone: text(20),
  country: z.string().trim().max(80).default(DEFAULT_COUNTRY),
});
export type AddressInput = z.input<typeof addressSchema>;

/** Delivery phone: exactly 10 digits. */
export const deliveryPhoneSchema = z
  .string({ error: messages.deliveryPhoneInvalid })
  .regex(new RegExp(`^\\d{${DELIVERY_PHONE_DIGITS}}$`), messages.deliveryPhoneInvalid);

/** An address is kept on profile save only when all of these are filled (spec 000 section 5). */
export const COMPLETE_ADDRESS_FIELDS = ['fullName', 'phone', 'streetAddress', 'city', 'state', 'postalCode'] as const;

export function isCompleteAddress(address: Partial<Record<(typeof COMPLETE_ADDRESS_FIELDS)[number], string>>): boolean {
  return COMPLETE_ADDRESS_FIELDS.every((field) => (address[field] ?? '').trim() !== '');
}
