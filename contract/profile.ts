import { z } from 'zod';
import { addressSchema } from './address';
import { EMAIL_PATTERN, firstNameSchema, lastNameSchema, phoneNumberSchema } from './auth';
import { messages } from './messages';

/** Body of user/profile/update (spec 000 section 7). */
export const profileUpdateSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: z.string({ error: messages.emailInvalid }).trim().regex(EMAIL_PATTERN, messages.emailInvalid),
  phoneNumber: phoneNumberSchema,
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
