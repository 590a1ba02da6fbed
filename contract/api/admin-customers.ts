import { z } from 'zod';
import { userProfileSchema } from '../order';
import { staffSearchSchema } from '../staff-search';
import { defineRoute, idParams, json, noData } from './route';

/** The customers screen (spec 001 section 7). */
export const adminCustomersApi = {
  getAllUsers: defineRoute({
    method: 'get',
    path: '/api/admin/get-all-users',
    access: 'admin',
    summary: 'Every user, or those matching the search (name, e-mail, phone in any form)',
    query: z.object({ search: staffSearchSchema }),
    answer: json(z.array(userProfileSchema)),
  }),
  getUser: defineRoute({
    method: 'get',
    path: '/api/admin/get-user/:id',
    access: 'admin',
    summary: 'One user with addresses and orders',
    params: idParams,
    answer: json(userProfileSchema),
  }),
  deleteUser: defineRoute({
    method: 'post',
    path: '/api/admin/delete-user/:id',
    access: 'admin',
    summary: 'Delete a user (never oneself)',
    params: idParams,
    answer: json(noData),
  }),
} as const;
