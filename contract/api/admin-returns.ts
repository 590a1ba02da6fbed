import { z } from 'zod';
import { adminReturnListSchema, adminReturnSchema, processRefundResultSchema } from '../admin-returns';
import { processRefundSchema, receiveReturnSchema } from '../return-lifecycle';
import { returnListQuerySchema, updateReturnStatusSchema } from '../returns';
import { defineRoute, idParams, json } from './route';

/** The back office's returns (spec 001 section 7, docs/decisions/110-115, 143, 188). */
export const adminReturnsApi = {
  list: defineRoute({
    method: 'get',
    path: '/api/admin/returns',
    access: 'admin',
    summary: 'A page of returns, filtered and searched',
    query: returnListQuerySchema,
    answer: json(adminReturnListSchema),
  }),
  get: defineRoute({
    method: 'get',
    path: '/api/admin/returns/:id',
    access: 'admin',
    summary: 'One return with its order, product, refund and steps',
    params: idParams,
    answer: json(adminReturnSchema),
  }),
  updateStatus: defineRoute({
    method: 'post',
    path: '/api/admin/returns/:id/update-status',
    access: 'admin',
    summary: 'Approve or reject a return (one of the listed return and order status pairs)',
    params: idParams,
    body: updateReturnStatusSchema,
    answer: json(z.object({ success: z.literal(true), return: adminReturnSchema })),
  }),
  pickupRequest: defineRoute({
    method: 'post',
    path: '/api/admin/returns/:id/pickup-request',
    access: 'admin',
    summary: 'Book the courier pickup of an approved return',
    params: idParams,
    answer: json(adminReturnSchema),
  }),
  receive: defineRoute({
    method: 'post',
    path: '/api/admin/returns/:id/receive',
    access: 'admin',
    summary: 'The goods are back: what staff found, unit by unit',
    params: idParams,
    body: receiveReturnSchema,
    answer: json(adminReturnSchema),
  }),
  processRefund: defineRoute({
    method: 'post',
    path: '/api/admin/returns/:id/process-refund',
    access: 'admin',
    summary: 'Refund the return: 200 when the money moved, 202 when the provider has not confirmed yet',
    params: idParams,
    body: processRefundSchema,
    answer: json(processRefundResultSchema),
  }),
} as const;
