import { z } from 'zod';
import { inventoryResponseSchema, productSchema } from '../product-schema';
import { catalogueAddresses } from './addresses/catalogue';
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
    ...catalogueAddresses.newArrivals,
    access: 'public',
    summary: "The home page's new arrivals",
    answer: json(productList),
  }),
  allProducts: defineRoute({
    ...catalogueAddresses.allProducts,
    access: 'public',
    summary: 'Every product (an admin also gets the inactive ones)',
    answer: json(productList),
  }),
  search: defineRoute({
    ...catalogueAddresses.search,
    access: 'public',
    summary: 'Products whose title, category or article code match the text',
    params: z.object({ text: z.string() }),
    answer: json(productList),
  }),
  item: defineRoute({
    ...catalogueAddresses.item,
    access: 'public',
    summary: 'One product by slug, id or article code; 404 when unknown',
    params: z.object({ key: z.string().min(1) }),
    answer: json(productSchema),
  }),
  inventory: defineRoute({
    ...catalogueAddresses.inventory,
    access: 'public',
    summary: "A product's stock now (never cached)",
    params: productIdParams,
    answer: json(inventoryResponseSchema),
  }),
  category: defineRoute({
    ...catalogueAddresses.category,
    access: 'public',
    summary: "A store category's products (ladies, the shop's own collections...); an unknown id is empty",
    params: z.object({ categoryId: z.string().min(1) }),
    query: categoryQuerySchema,
    answer: json(productList),
  }),
} as const;
