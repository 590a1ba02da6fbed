import { quantitySchema } from '../cart';
import { cartResponseSchema } from '../order';
import { cartAddresses } from './addresses/cart';
import { defineRoute, json, productIdParams } from './route';

/**
 * The shopper's bag (spec 000 section 7). Its writes are replayed by the outbox with an
 * Idempotency-Key, so a repeated key gets the first answer.
 */
export const cartApi = {
  getCart: defineRoute({
    ...cartAddresses.getCart,
    access: 'customer',
    summary: 'The bag (data.cart) and its value (data.value)',
    answer: json(cartResponseSchema),
  }),
  addToCart: defineRoute({
    ...cartAddresses.addToCart,
    access: 'customer',
    summary: 'Put a product in the bag; 409 when already there or out of stock',
    params: productIdParams,
    body: quantitySchema,
    idempotent: true,
    answer: json(cartResponseSchema, 201),
  }),
  remove: defineRoute({
    ...cartAddresses.remove,
    access: 'customer',
    summary: 'Take a product out of the bag',
    params: productIdParams,
    idempotent: true,
    answer: json(cartResponseSchema),
  }),
  quantity: defineRoute({
    ...cartAddresses.quantity,
    access: 'customer',
    summary: "Change a line's quantity (capped at the stock)",
    params: productIdParams,
    body: quantitySchema,
    idempotent: true,
    answer: json(cartResponseSchema),
  }),
} as const;
