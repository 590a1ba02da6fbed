import { z } from 'zod';

/**
 * How online payments are taken: `sandbox` is the local Razorpay stand-in (no provider at all),
 * `test` is Razorpay with test keys (rzp_test_…), `live` takes real money. Anything but `live`
 * is shown to shoppers as test payments.
 */
export const PAYMENTS_MODES = ['sandbox', 'test', 'live'] as const;
export type PaymentsMode = (typeof PAYMENTS_MODES)[number];

/** GET /api/shop/info's answer: how online payments are taken. */
export const shopInfoSchema = z.object({ paymentsMode: z.enum(PAYMENTS_MODES) });
export type ShopInfo = z.infer<typeof shopInfoSchema>;
