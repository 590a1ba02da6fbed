import { z } from 'zod';
import { formatPaise, type Paise, paiseFromRupees } from './money';
import { type Order, orderItemSchema, orderSchema } from './order';

/**
 * The packing desk (our addition, docs/decisions/096 and 146): each tablet claims the next
 * order for a few minutes, so two tablets never pack the same order.
 */

/** A claim lasts this long unless the page renews it; after that anyone may take the order over. */
export const PACKING_LEASE_MS = 5 * 60_000;
/** The open page renews its claim this often: well inside the lease, so a missed beat or two is harmless. */
export const PACKING_RENEW_MS = 60_000;
export const PACKING_NOTE_MAX = 200;

/** An order line at the desk: the contract line with the product's current article code (null when deleted). */
export const packingLineSchema = orderItemSchema.extend({ articleCode: z.string().nullable() });
export type PackingLine = z.infer<typeof packingLineSchema>;

/** One order of the packing desk: its lines carry the product's article code. */
export const packingOrderSchema = orderSchema.extend({ cart: z.array(packingLineSchema) });
export type PackingOrder = z.infer<typeof packingOrderSchema>;

/** Why the order was set aside at the desk before ("skip / item missing"). */
export const packingSkipSchema = z.object({ at: z.string(), note: z.string() });
export type PackingSkip = z.infer<typeof packingSkipSchema>;

/**
 * `POST /api/admin/packing/claim` and the `next` of packed / skip: the order this tablet now
 * holds (null when nothing is left to pack), until when, how many orders wait with no tablet
 * on them, and how many other tablets are packing now.
 */
export const packingClaimSchema = z.object({
  order: packingOrderSchema.nullable(),
  leaseUntil: z.string().nullable(),
  lastSkip: packingSkipSchema.nullable(),
  waiting: z.number(),
  elsewhere: z.number(),
});
export type PackingClaim = z.infer<typeof packingClaimSchema>;

export const packedResponseSchema = z.object({ packed: orderSchema, next: packingClaimSchema });
export type PackedResponse = z.infer<typeof packedResponseSchema>;
export const packingLeaseSchema = z.object({ leaseUntil: z.string() });
export type PackingLease = z.infer<typeof packingLeaseSchema>;
export const packingReleaseSchema = z.object({ released: z.boolean() });
export type PackingRelease = z.infer<typeof packingReleaseSchema>;

export const packingMessages = {
  notReady: 'Only a paid order, or a cash-on-delivery order that is placed, can be packed',
  noLongerReady: (status: string) => `This order is no longer waiting to be packed (it is ${status} now)`,
  heldElsewhere: (by: string | null) =>
    `This order is being packed on another tablet${by ? ` (${by})` : ''}. Take the next order instead.`,
  notClaimed: 'Claim this order at the packing desk first',
  noteRequired: 'Say what is missing or why the order is skipped',
  noteTooLong: `The note must be at most ${PACKING_NOTE_MAX} characters`,
  nothingToPack: 'Nothing to pack. All caught up!',
} as const;

/** `POST /api/admin/packing/claim`: the oldest free order, or this one (a link from elsewhere). */
export const claimPackingSchema = z.object({
  orderId: z.string({ error: 'orderId must be an order id' }).trim().min(1).max(64).optional(),
});
export type ClaimPackingInput = z.input<typeof claimPackingSchema>;

/** `POST /api/admin/packing/{id}/skip`: the note says what is missing. */
export const skipPackingSchema = z.object({
  note: z
    .string({ error: packingMessages.noteRequired })
    .trim()
    .min(1, packingMessages.noteRequired)
    .max(PACKING_NOTE_MAX, packingMessages.noteTooLong),
});
export type SkipPackingInput = z.input<typeof skipPackingSchema>;

/** Paise the courier collects in cash, or null when nothing is due (paid online, or already collected). */
export function cashToCollect(order: Pick<Order, 'paymentStatus' | 'totalAmount'>): Paise | null {
  const total = paiseFromRupees(order.totalAmount);
  return order.paymentStatus === 'cod_due' && total > 0 ? total : null;
}

/**
 * The line on the desk and the printed slip for an unpaid COD order; null when nothing is to
 * collect. An order with an offer says so, so the packer does not "correct" it to the list price.
 */
export function cashNote(
  order: Pick<Order, 'paymentStatus' | 'totalAmount'> & Partial<Pick<Order, 'offerCode' | 'discountAmount'>>,
): string | null {
  const amount = cashToCollect(order);
  if (amount === null) return null;
  const offer =
    order.offerCode && order.discountAmount
      ? ` (after offer ${order.offerCode}: ${formatPaise(paiseFromRupees(order.discountAmount))} off)`
      : '';
  return `Collect ${formatPaise(amount)} in cash${offer}`;
}
