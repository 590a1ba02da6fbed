import { z } from 'zod';
import {
  claimPackingSchema,
  packedResponseSchema,
  packingClaimSchema,
  packingLeaseSchema,
  packingOrderSchema,
  packingReleaseSchema,
  skipPackingSchema,
} from '../packing';
import { defineRoute, idParams, json } from './route';

/** The packing desk (our addition, docs/decisions/096 and 146): one tablet per order. */
export const adminPackingApi = {
  queue: defineRoute({
    method: 'get',
    path: '/api/admin/packing/queue',
    access: 'admin',
    summary: 'The orders waiting to be packed, oldest first',
    answer: json(z.array(packingOrderSchema)),
  }),
  claim: defineRoute({
    method: 'post',
    path: '/api/admin/packing/claim',
    access: 'admin',
    summary: 'This tablet takes the oldest free order, or the one named',
    body: claimPackingSchema,
    answer: json(packingClaimSchema),
  }),
  renew: defineRoute({
    method: 'post',
    path: '/api/admin/packing/:id/renew',
    access: 'admin',
    summary: "Keep this tablet's claim",
    params: idParams,
    answer: json(packingLeaseSchema),
  }),
  release: defineRoute({
    method: 'post',
    path: '/api/admin/packing/:id/release',
    access: 'admin',
    summary: 'Give the order back (the page is closing)',
    params: idParams,
    answer: json(packingReleaseSchema),
  }),
  packed: defineRoute({
    method: 'post',
    path: '/api/admin/packing/:id/packed',
    access: 'admin',
    summary: 'The order is packed; answers the next claim',
    params: idParams,
    answer: json(packedResponseSchema),
  }),
  skip: defineRoute({
    method: 'post',
    path: '/api/admin/packing/:id/skip',
    access: 'admin',
    summary: 'Set the order aside with a note; answers the next claim',
    params: idParams,
    body: skipPackingSchema,
    answer: json(packingClaimSchema),
  }),
} as const;
