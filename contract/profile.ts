import { z } from 'zod';
import { addressSchema } from './address';
import { EMAIL_PATTERN, phoneDigits } from './auth';
import { SIGNUP_PHONE_DIGITS } from './constants';
import { messages } from './messages';

/** Body of user/profile/update (spec 000 section 7). */
export const profileUpdateSchema = z.object({
  firstName: z.string({ error: messages.firstNameRequired }).trim().min(1, messages.firstNameRequired).max(100),
  lastName: z.string({ error: messages.lastNameRequired }).trim().min(1, messages.lastNameRequired).max(100),
  email: z.string({ error: messages.emailInvalid }).trim().regex(EMAIL_PATTERN, messages.emailInvalid),
  phoneNumber: z
    .string({ error: messages.phoneInvalid })
    .trim()
    .refine((value) => {
      const digits = phoneDigits(value).length;
      return digits >= SIGNUP_PHONE_DIGITS.min && digits <= SIGNUP_PHONE_DIGITS.max;
    }, messages.phoneInvalid),
  dob: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date of birth must be a date (YYYY-MM-DD)')
    .nullable()
    .optional()
    .or(z.literal('')),
  address: z.array(addressSchema).max(20).default([]),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** Fixed-validity sample offers shown on the profile page (spec 000 section 2). */
export const PROFILE_OFFERS = [
  { title: 'Welcome offer', detail: '10% off your first order', validUntil: '2026-12-31' },
  { title: 'Voucher', detail: '20% off home', validUntil: '2027-01-31' },
  { title: 'Festive promotion', detail: 'Free gift wrap on handmade baskets', validUntil: '2027-02-28' },
] as const;
