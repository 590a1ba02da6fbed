import { adminAuthResponseSchema, adminLoginSchema, sessionUserSchema } from '../auth';
import { defineRoute, json, noData } from './route';

/** Staff sign-in (spec 001 section 7): a separate token and cookie from the shopper's. */
export const adminAuthApi = {
  login: defineRoute({
    method: 'post',
    path: '/api/admin/login',
    access: 'public',
    summary: 'Sign staff in (data.AdminAccessToken); 403 for an account that is not an admin',
    body: adminLoginSchema,
    answer: json(adminAuthResponseSchema),
  }),
  checkLogin: defineRoute({
    method: 'get',
    path: '/api/admin/checkLogin',
    access: 'admin',
    summary: 'The signed-in admin, or 401/403',
    answer: json(sessionUserSchema),
  }),
  logout: defineRoute({
    method: 'post',
    path: '/api/admin/logout',
    access: 'public',
    summary: 'End the admin session, if any',
    answer: json(noData),
  }),
} as const;
