import { z } from 'zod';
import { orderSchema, returnRequestSchema } from './order';
import { REFUND_METHODS, REFUND_STATES, RETURN_STEP_KEYS, RETURN_UNIT_OUTCOMES } from './return-lifecycle';

/** A return as the back office reads it (spec 001 section 3, docs/decisions/110-115, 143, 187). */

/** The populated product of an admin return. */
export const adminReturnProductSchema = z.object({
  _id: z.string(),
  title: z.string(),
  articleCode: z.string().nullable(),
  /** Rupees: the product's price today. */
  numericPrice: z.number(),
  image: z.array(z.object({ src: z.string() })),
});
export type AdminReturnProduct = z.infer<typeof adminReturnProductSchema>;

/** The refund of a return as staff see it (docs/decisions/143): its state, how, and any error. */
export const adminReturnRefundSchema = z.object({
  _id: z.string(),
  status: z.enum(REFUND_STATES),
  method: z.enum(REFUND_METHODS),
  /** Rupees. */
  amount: z.number(),
  /** Staff's reference for a recorded (COD) refund. */
  reference: z.string().nullable(),
  /** The payment provider's refund id once it confirmed. */
  gatewayRefundId: z.string().nullable(),
  /** The provider's last error: a pending refund is retried, a failed one can be made again. */
  error: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type AdminReturnRefund = z.infer<typeof adminReturnRefundSchema>;

export const returnStepSchema = z.object({
  key: z.enum(RETURN_STEP_KEYS),
  at: z.string(),
  title: z.string(),
  detail: z.string().nullable(),
});
export type ReturnStep = z.infer<typeof returnStepSchema>;

/** A return as the admin screens read it: orderId and productId are populated. */
export const adminReturnSchema = returnRequestSchema.omit({ orderId: true, productId: true }).extend({
  orderId: orderSchema,
  productId: adminReturnProductSchema,
  orderItemId: z.string().nullable(),
  /** Units of the line this return sends back (spec 001 s9 fixed it at 1: docs/decisions/187). */
  quantity: z.number(),
  /** Rupees: the price paid for one unit of the order line, never today's price. */
  unitPrice: z.number(),
  /** Rupees: unitPrice × quantity, what the refund gives back. */
  refundAmount: z.number(),
  refundId: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** The latest refund of this return (live or failed), or null before any. */
  refund: adminReturnRefundSchema.nullable(),
  pickup: z.object({
    shipRocketOrderId: z.string().nullable(),
    shipmentId: z.string().nullable(),
    awb: z.string().nullable(),
    courierName: z.string().nullable(),
    requestedAt: z.string().nullable(),
    /** The courier's scan that collected it (the tracking job), not the booking. */
    pickedUpAt: z.string().nullable(),
    /** The courier's latest scan of the return parcel, as the timeline says it. */
    lastScan: z.string().nullable(),
  }),
  /** When staff received and inspected the goods at the workshop. */
  receivedAt: z.string().nullable(),
  /** What staff found, one entry per unit. */
  units: z.array(
    z.object({ position: z.number(), outcome: z.enum(RETURN_UNIT_OUTCOMES), note: z.string(), restocked: z.boolean() }),
  ),
  /** Why it was refunded before the goods were back, when it was. */
  refundOverrideReason: z.string().nullable(),
  /** The return's steps with their times, oldest first (from the order's timeline). */
  steps: z.array(returnStepSchema),
});
export type AdminReturn = z.infer<typeof adminReturnSchema>;

export const adminReturnListSchema = z.object({
  returns: z.array(adminReturnSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminReturnList = z.infer<typeof adminReturnListSchema>;

/** process-refund's answer: 200 when the money moved, 202 when the provider has not confirmed yet. */
export const processRefundResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  return: adminReturnSchema,
});
export type ProcessRefundResult = z.infer<typeof processRefundResultSchema>;
