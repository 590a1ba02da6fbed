import { shopInfoSchema } from '../shop-info';
import { defineRoute, json } from './route';

/** How this shop runs, for the storefront (docs/decisions/153). */
export const shopApi = {
  info: defineRoute({
    method: 'get',
    path: '/api/shop/info',
    access: 'public',
    summary: 'Whether payments are real, test or the local sandbox',
    answer: json(shopInfoSchema),
  }),
} as const;
