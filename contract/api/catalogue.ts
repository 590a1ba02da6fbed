import { z } from 'zod';
import { inventoryResponseSchema, productSchema } from '../product-schema';
import { defineRoute, json, productIdParams } from './route';

/**
 * The catalogue's reads (spec 000 and 001 section 7), public: a shopper's answers are shared
 * and cached, while a signed-in admin sees inactive products too, answered privately.
 */
export const LIMIT_MESSAGE = 'Limit must be a whole number from 1 to 100';

export const categoryQuerySchema = z.object({
  limit: z
    .string({ error: LIMIT_MESSAGE })
    .regex(/^\d{1,3}$/, LIMIT_MESSAGE)
    .transform(Number)
    .refine((n) => n >= 1 && n <= 100, LIMIT_MESSAGE)
    .optional(),
});

const productList = z.array(productSchema);

export const catalogueApi = {
  newArrivals: defineRoute({
    method: 'get',
    path: '/api/products/data/new-arrival',
    access: 'public',
    summary: "The home page's new arrivals",
    answer: json(productList),
  }),
  allProducts: defineRoute({
    method: 'get',
    path: '/api/products/data/all-products',
    access: 'public',
    summary: 'Every product (an admin also gets the inactive ones)',
    answer: json(productList),
  }),
  search: defineRoute({
    method: 'get',
    path: '/api/products/data/search/:text{.*}',
    access: 'public',
    summary: 'Products whose title, category or article code match the text',
    params: z.object({ text: z.string() }),
    answer: json(productList),
  }),
  item: defineRoute({
    method: 'get',
    path: '/api/products/data/item/:key',
    access: 'public',
    summary: 'One product by slug, id or article code; 404 when unknown',
    params: z.object({ key: z.string().min(1) }),
    answer: json(productSchema),
  }),
  inventory: defineRoute({
    method: 'get',
    path: '/api/products/data/inventory/:productId',
    access: 'public',
    summary: "A product's stock now (never cached)",
    params: productIdParams,
    answer: json(inventoryResponseSchema),
  }),
  category: defineRoute({
    method: 'get',
    path: '/api/products/data/:categoryId',
    access: 'public',
    summary: "A store category's products (ladies, the shop's own collections...); an unknown id is empty",
    params: z.object({ categoryId: z.string().min(1) }),
    query: categoryQuerySchema,
    answer: json(productList),
  }),
} as const;
