import { z } from 'zod';
import { MAX_QUANTITY_PER_LINE } from './constants';
import { messages } from './messages';

/**
 * Body of add-to-cart and quantity: a whole number from 1 to 5 (the server also caps at inventory).
 * A number, or a string of digits as a select sends it ('3'); true, '', [] or null are refused
 * (z.coerce would have read them as 1 or 0).
 */
export const quantitySchema = z.object({
  quantity: z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: messages.quantityInvalid })
      .int(messages.quantityInvalid)
      .min(1, messages.quantityInvalid)
      .max(MAX_QUANTITY_PER_LINE, messages.quantityInvalid),
  ),
});
export type QuantityInput = z.input<typeof quantitySchema>;

/** Keys are client-generated UUIDs or similar; bounded so they index well. */
export const idempotencyKeySchema = z.string().trim().min(8).max(128);

export const cartMessages = {
  alreadyInCart: 'This item is already in your bag',
  outOfStock: 'This item is out of stock',
  notEnoughStock: (available: number) => `Only ${available} left in stock`,
  notInCart: 'This item is not in your bag',
  emptyCart: 'Your bag is empty',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request',
} as const;
