import { z } from 'zod';
import { cancelPaymentSchema, paymentOrderResponseSchema, placeOrderSchema, verifyPaymentSchema } from '../checkout';
import { orderSchema } from '../order';
import { paymentAddresses } from './addresses/payment';
import { placedOrderSchema } from './orders';
import { defineRoute, json } from './route';

/** Online payment (spec 000 section 7): the gateway's order, its verification, giving up. */
export const paymentApi = {
  create: defineRoute({
    ...paymentAddresses.create,
    access: 'customer',
    summary: "Place an order awaiting payment and open the gateway's order for it",
    body: placeOrderSchema,
    idempotent: true,
    answer: json(paymentOrderResponseSchema, 201),
  }),
  verify: defineRoute({
    ...paymentAddresses.verify,
    access: 'customer',
    summary: "Check the gateway's signature and mark the order paid",
    body: verifyPaymentSchema,
    answer: json(placedOrderSchema),
  }),
  cancel: defineRoute({
    ...paymentAddresses.cancel,
    access: 'customer',
    summary: 'The shopper closed or failed the payment: the order is cancelled and its stock released',
    body: cancelPaymentSchema,
    answer: json(orderSchema),
  }),
  webhook: defineRoute({
    ...paymentAddresses.webhook,
    access: 'public',
    summary: "The gateway's events, signed with the webhook secret (X-Razorpay-Signature) instead of a session",
    body: z.looseObject({ event: z.string() }),
    answer: json(z.object({ received: z.literal(true), duplicate: z.boolean() })),
  }),
} as const;
