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

/**
 * The postal part of an address as the order, the invoice and the courier take it; the saved
 * address (contract/order.ts `Address`) has every field filled.
 */
export type PostalAddress = {
  fullName: string;
  houseNumber?: string;
  streetAddress: string;
  city: string;
  postalCode: string;
  state: string;
  country?: string;
  phone?: string;
};

type LineParts = Partial<Record<keyof PostalAddress, string | null>>;

/** The parts that are filled, joined with commas. */
function joinFilled(parts: (string | null | undefined)[]): string {
  return parts.filter((part) => part != null && part.trim() !== '').join(', ');
}

/** House number and area: the first line of a written address. */
export function streetLine(address: LineParts): string {
  return joinFilled([address.houseNumber, address.streetAddress]);
}

/** City, state and pincode: the second line of a written address. */
export function townLine(address: LineParts): string {
  return joinFilled([address.city, address.state, address.postalCode]);
}

/**
 * The address on one line, the one rule for every screen and document that shows it so:
 * house number, area, city, state and pincode, with the name before and the country after when
 * asked for; blank parts are left out.
 */
export function addressLine(address: LineParts, show: { name?: boolean; country?: boolean } = {}): string {
  return joinFilled([
    show.name ? address.fullName : null,
    streetLine(address),
    townLine(address),
    show.country ? address.country : null,
  ]);
}
