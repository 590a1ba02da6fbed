import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, SIGNUP_PHONE_DIGITS } from './constants';
import { messages } from './messages';

/** A character of an address's local part: letters, digits and RFC 5322's other "atext". */
const LOCAL_CHAR = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]";
/** A domain label: letters, digits and inner hyphens, at most 63 characters. */
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/** The last label: letters, or an internationalised domain's punycode (xn--...). */
const TOP_LABEL = '(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})';

/**
 * "Basic address pattern", the one rule both sides use (docs/decisions/152): a dot-separated
 * local part of at most 64 characters, @, and a domain with a dot and a suffix, 254 characters
 * in all. What a real mailbox name cannot hold is refused: spaces, angle brackets, double
 * quotes, commas, brackets, backslashes, non-ASCII. Plus tags, dots, hyphens, apostrophes,
 * subdomains and punycode domains are addresses people have.
 */
export const EMAIL_PATTERN = new RegExp(
  `^(?=.{1,254}$)(?=.{1,64}@)${LOCAL_CHAR}+(?:\\.${LOCAL_CHAR}+)*@(?:${LABEL}\\.)+${TOP_LABEL}$`,
);

const email = z
  .string({ error: messages.emailInvalid })
  .trim()
  .regex(EMAIL_PATTERN, messages.emailInvalid)
  .transform((value) => value.toLowerCase());

const password = z
  .string({ error: messages.passwordTooShort })
  .min(MIN_PASSWORD_LENGTH, messages.passwordTooShort)
  .max(200, 'Password must be at most 200 characters');

export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/**
 * A shopper's phone number, the one rule for sign-up and the profile: 10 to 15 digits, spaces,
 * dashes, brackets and a leading + allowed around them.
 */
export const phoneNumberSchema = z
  .string({ error: messages.phoneInvalid })
  .trim()
  .refine((value) => {
    const digits = phoneDigits(value).length;
    return digits >= SIGNUP_PHONE_DIGITS.min && digits <= SIGNUP_PHONE_DIGITS.max;
  }, messages.phoneInvalid);

/** First and last name, required on sign-up and in the profile. */
export const firstNameSchema = z
  .string({ error: messages.firstNameRequired })
  .trim()
  .min(1, messages.firstNameRequired)
  .max(100);
export const lastNameSchema = z
  .string({ error: messages.lastNameRequired })
  .trim()
  .min(1, messages.lastNameRequired)
  .max(100);

/** Login payload: `login` carries the email value (spec 000 section 3). */
export const loginSchema = z.object({
  login: email,
  password,
});
export type LoginInput = z.input<typeof loginSchema>;

/**
 * Sign-up payload. Fields are listed in the spec's checking order (first name, last name,
 * email, phone, password); a form shows the first failing message. Unknown fields such as
 * isAdmin are stripped.
 */
export const registerSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email,
  phoneNumber: phoneNumberSchema,
  password,
});
export type RegisterInput = z.input<typeof registerSchema>;

/** The fields of a schema in the order the spec checks them. */
export const REGISTER_FIELD_ORDER = ['firstName', 'lastName', 'email', 'phoneNumber', 'password'] as const;

export const adminLoginSchema = z.object({
  email: z.string({ error: messages.adminCredentialsRequired }).trim().min(1, messages.adminCredentialsRequired),
  password: z.string({ error: messages.adminCredentialsRequired }).min(1, messages.adminCredentialsRequired),
});

export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: messages.forgotEmailInvalid })
    .trim()
    .refine((value) => value.includes('@') && value.includes('.'), messages.forgotEmailInvalid),
});

export const resetPasswordSchema = z.object({
  password: z
    .string({ error: messages.resetPasswordTooShort })
    .min(MIN_PASSWORD_LENGTH, messages.resetPasswordTooShort),
});

/** Turns zod issues into the envelope's `errors`: the first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** Session summary sent by login, register and IsLoggedIn. */
export const sessionUserSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  isAdmin: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
export const authResponseSchema = z.object({ accessToken: z.string(), user: sessionUserSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;
export const adminAuthResponseSchema = z.object({ AdminAccessToken: z.string(), admin: sessionUserSchema });
export type AdminAuthResponse = z.infer<typeof adminAuthResponseSchema>;
