import { shopInfoSchema } from '../shop-info-schema';
import { shopAddresses } from './addresses/shop';
import { defineRoute, json } from './route';

/** How this shop runs, for the storefront (docs/decisions/153). */
export const shopApi = {
  info: defineRoute({
    ...shopAddresses.info,
    access: 'public',
    summary: 'Whether payments are real, test or the local sandbox',
    answer: json(shopInfoSchema),
  }),
} as const;
