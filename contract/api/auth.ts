import { z } from 'zod';
import {
  authResponseSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  sessionUserSchema,
} from '../auth';
import { authAddresses } from './addresses/auth';
import { defineRoute, json, noData } from './route';

/** A shopper's account: sign up, in and out, and a forgotten password (spec 000 section 7). */
export const authApi = {
  register: defineRoute({
    ...authAddresses.register,
    access: 'public',
    summary: 'Create a shopper account and sign in (data.accessToken)',
    body: registerSchema,
    answer: json(authResponseSchema, 201),
  }),
  login: defineRoute({
    ...authAddresses.login,
    access: 'public',
    summary: 'Sign a shopper in (data.accessToken); 429 after too many failures',
    body: loginSchema,
    answer: json(authResponseSchema),
  }),
  isLoggedIn: defineRoute({
    ...authAddresses.isLoggedIn,
    access: 'customer',
    summary: 'The signed-in shopper, or 401',
    answer: json(sessionUserSchema),
  }),
  logout: defineRoute({
    ...authAddresses.logout,
    access: 'public',
    summary: 'End the shopper session, if any',
    answer: json(noData),
  }),
  requestPasswordReset: defineRoute({
    ...authAddresses.requestPasswordReset,
    access: 'public',
    summary: 'Mail a password-reset link (the same answer whether the address is known or not)',
    body: forgotPasswordSchema,
    answer: json(noData),
  }),
  resetPassword: defineRoute({
    ...authAddresses.resetPassword,
    access: 'public',
    summary: "Set a new password with the mailed link's token",
    params: z.object({ token: z.string().min(1) }),
    body: resetPasswordSchema,
    answer: json(noData),
  }),
} as const;
