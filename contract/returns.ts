import { z } from 'zod';
import { returnRequestSchema } from './order';
import { ORDER_STATUSES, RETURN_STATUSES } from './statuses';

/** Returns (spec 000 sections 4, 5, 7; spec 001 sections 3, 4, 7). Decisions 110-115. */

/** GET /api/orders/checkReturn/:id: only ever `returnable: true`; a refusal is a 404 or 409. */
export const returnCheckSchema = z.object({
  returnable: z.literal(true),
  /** Last day a return can be asked for (ISO): delivery plus RETURN_WINDOW_DAYS. */
  returnBy: z.string(),
  items: z.array(
    z.object({
      _id: z.string(),
      productId: z.string(),
      title: z.string(),
      image: z.string(),
      /** Rupees for one unit, as paid. */
      price: z.number(),
      /** Every unit of the line is under a return already. */
      returned: z.boolean(),
      quantity: z.number(),
      /** Units still free to return (docs/decisions/187). */
      returnableQuantity: z.number(),
    }),
  ),
});
export type ReturnCheck = z.infer<typeof returnCheckSchema>;

/** POST /api/orders/return answers 201 with this as data. */
export const returnSubmittedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  return: returnRequestSchema,
});
export type ReturnSubmitted = z.infer<typeof returnSubmittedSchema>;

/** The largest multipart body of a return request; the photo alone is at most 5 MB. */
export const MAX_RETURN_BODY_BYTES = 6 * 1024 * 1024;

// The words live apart from the schemas, so a page can show them without loading zod.
export { returnMessages } from './return-messages';

/** Tabs of the admin list; `all` shows every status. */
export const RETURN_LIST_FILTERS = [
  'requested',
  'approved',
  'pickup-booked',
  'picked-up',
  'received',
  'rejected',
  'refunded',
  'all',
] as const;
export type ReturnListFilter = (typeof RETURN_LIST_FILTERS)[number];

export const returnListQuerySchema = z.object({
  status: z.enum(RETURN_LIST_FILTERS).default('all'),
  search: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

export const updateReturnStatusSchema = z.object({
  returnStatus: z.enum(RETURN_STATUSES, { error: 'Choose a return status' }),
  orderStatus: z.enum(ORDER_STATUSES, { error: 'Choose an order status' }),
});
