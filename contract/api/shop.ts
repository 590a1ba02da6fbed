import { z } from 'zod';
import { PAYMENTS_MODES } from '../shop-info';
import { shopAddresses } from './addresses/shop';
import { defineRoute, json } from './route';

/** GET /api/shop/info's answer: how online payments are taken. */
export const shopInfoSchema = z.object({ paymentsMode: z.enum(PAYMENTS_MODES) });
export type ShopInfo = z.infer<typeof shopInfoSchema>;

/** How this shop runs, for the storefront (docs/decisions/153). */
export const shopApi = {
  info: defineRoute({
    ...shopAddresses.info,
    access: 'public',
    summary: 'Whether payments are real, test or the local sandbox',
    answer: json(shopInfoSchema),
  }),
} as const;
