import { z } from 'zod';
import {
  authResponseSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  sessionUserSchema,
} from '../auth';
import { defineRoute, json, noData } from './route';

/** A shopper's account: sign up, in and out, and a forgotten password (spec 000 section 7). */
export const authApi = {
  register: defineRoute({
    method: 'post',
    path: '/api/auth/register',
    access: 'public',
    summary: 'Create a shopper account and sign in (data.accessToken)',
    body: registerSchema,
    answer: json(authResponseSchema, 201),
  }),
  login: defineRoute({
    method: 'post',
    path: '/api/auth/login',
    access: 'public',
    summary: 'Sign a shopper in (data.accessToken); 429 after too many failures',
    body: loginSchema,
    answer: json(authResponseSchema),
  }),
  isLoggedIn: defineRoute({
    method: 'get',
    path: '/api/auth/IsLoggedIn',
    access: 'customer',
    summary: 'The signed-in shopper, or 401',
    answer: json(sessionUserSchema),
  }),
  logout: defineRoute({
    method: 'post',
    path: '/api/auth/logout',
    access: 'public',
    summary: 'End the shopper session, if any',
    answer: json(noData),
  }),
  requestPasswordReset: defineRoute({
    method: 'post',
    path: '/api/auth/reset-password-request',
    access: 'public',
    summary: 'Mail a password-reset link (the same answer whether the address is known or not)',
    body: forgotPasswordSchema,
    answer: json(noData),
  }),
  resetPassword: defineRoute({
    method: 'post',
    path: '/api/auth/reset-password/:token',
    access: 'public',
    summary: "Set a new password with the mailed link's token",
    params: z.object({ token: z.string().min(1) }),
    body: resetPasswordSchema,
    answer: json(noData),
  }),
} as const;
